/**
 * Profile pictures: a PNG, JPEG or WebP data URL, recognised by its magic bytes (never by its claimed type),
 * at most 2 MB decoded, re-encoded by sharp to a bounded WebP without metadata. Anything else is refused.
 */
import { createHash } from 'node:crypto';
import { AVATAR_MAX_BYTES } from '@lumen/contract/constants';
import sharp from 'sharp';
import { badRequest } from '../../plugins/envelope-and-errors';

const AVATAR_SIZE = 512;
/** Refuse decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

const SIGNATURES: Record<'png' | 'jpeg' | 'webp', (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export const AVATAR_MESSAGES = {
  type: 'image_base64_value: The picture must be a PNG, JPEG or WebP image.',
  size: 'image_base64_value: The picture must be at most 2 MB.',
  unreadable: 'image_base64_value: The picture could not be read.',
};

export async function processAvatar(dataUrl: string): Promise<{ image: Buffer; version: string }> {
  const match = /^data:image\/(png|jpeg|jpg|webp);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match?.[2]) throw badRequest(AVATAR_MESSAGES.type);
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) throw badRequest(AVATAR_MESSAGES.size);
  const kind = (Object.keys(SIGNATURES) as (keyof typeof SIGNATURES)[]).find((k) => SIGNATURES[k](bytes));
  if (!kind) throw badRequest(AVATAR_MESSAGES.type);
  try {
    const image = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { image, version: createHash('sha256').update(image).digest('base64url').slice(0, 16) };
  } catch {
    throw badRequest(AVATAR_MESSAGES.unreadable);
  }
}
