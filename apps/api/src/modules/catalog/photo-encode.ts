/**
 * Turns an uploaded file into the photo the shop serves. On the upload's request, `inspectPhoto` reads its header
 * only: recognised by its first bytes (never its name or declared type), refused before decoding when it declares too
 * many pixels (a decompression bomb is a small file that claims a huge image). In the photo's job, `encodePhoto`
 * decodes it, turns it upright by its EXIF orientation, strips every other piece of metadata (GPS, camera, ICC
 * profiles are not copied), and encodes it as WebP and AVIF at each width of PHOTO_WIDTHS up to its own.
 */
import { createHash } from 'node:crypto';
import {
  ADMIN_PHOTO_MESSAGES,
  PHOTO_FORMATS,
  PHOTO_MAX_PIXELS,
  PHOTO_WIDTHS,
  type PhotoFormat,
} from '@lumen/contract/admin-photos';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../plugins/envelope-and-errors';

type InputType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** The ISO-BMFF brands of an AVIF file: the major brand and the compatible ones of its `ftyp` box. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0), bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

export function detectPhotoType(bytes: Uint8Array): InputType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

export type EncodedVariant = {
  format: PhotoFormat;
  width: number;
  height: number;
  hash: string;
  bytes: Buffer;
};
export type EncodedPhoto = { width: number; height: number; variants: EncodedVariant[] };

/** The widths a photo `width` pixels wide is encoded at: never upscaled; a photo narrower than the first is kept. */
export function photoWidths(width: number): number[] {
  const widths = PHOTO_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 22);

const unprocessable = (message: string) => new HttpError(422, message);

/**
 * The upright size of an uploaded photo, from its header alone (cheap enough for the upload's request): 415 for a
 * file that is not a photo of ours, 422 for one whose header cannot be read or declares too many pixels.
 */
export async function inspectPhoto(input: Uint8Array): Promise<{ width: number; height: number }> {
  const type = detectPhotoType(input);
  if (!type) throw new HttpError(415, ADMIN_PHOTO_MESSAGES.unsupportedType);
  let metadata: Metadata;
  try {
    // Reads the header only, so no pixel limit is needed here: a bomb is refused just below, before it is decoded
    // (the limit stays on the decoding itself as a second guard).
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unprocessable(ADMIN_PHOTO_MESSAGES.unreadable);
  }
  if (!metadata.width || !metadata.height) throw unprocessable(ADMIN_PHOTO_MESSAGES.unreadable);
  if (metadata.width * metadata.height > PHOTO_MAX_PIXELS) throw unprocessable(ADMIN_PHOTO_MESSAGES.tooManyPixels);
  // EXIF orientations 5–8 turn the picture a quarter: its upright size swaps width and height.
  return metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
}

/**
 * Encodes a photo (inspected again first): a file that cannot be decoded, or breaks the pixel limit while decoding,
 * is refused with 422 — the same file always is, so its job does not try it again.
 */
export async function encodePhoto(input: Uint8Array): Promise<EncodedPhoto> {
  const upright = await inspectPhoto(input);
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const };
  try {
    const variants: EncodedVariant[] = [];
    for (const width of photoWidths(upright.width)) {
      const resized = sharp(input, options).rotate().resize({ width, withoutEnlargement: true });
      for (const format of PHOTO_FORMATS) {
        const encoded =
          format === 'avif'
            ? resized.clone().avif({ quality: 55, effort: 3 })
            : resized.clone().webp({ quality: 80, effort: 4 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        variants.push({ format, width: info.width, height: info.height, hash: digest(data), bytes: data });
      }
    }
    return { width: upright.width, height: upright.height, variants };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw unprocessable(ADMIN_PHOTO_MESSAGES.tooManyPixels);
    }
    throw unprocessable(ADMIN_PHOTO_MESSAGES.unreadable);
  }
}
