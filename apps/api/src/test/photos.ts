/**
 * Test photos made with sharp (no network): a gold ring on a soft gradient, as a jeweller's product shot would look,
 * a "decompression bomb" (a tiny PNG that declares a huge image), and multipart bodies for `app.inject`.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** An SVG of a ring on a backdrop; `hue` tells photos apart. */
export function ringSvg(width: number, height: number, hue = 38): string {
  const r = Math.min(width, height) * 0.3;
  const cx = width / 2;
  const cy = height / 2;
  const band = r * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%">
      <stop offset="0" stop-color="hsl(${hue + 10} 35% 96%)"/><stop offset="1" stop-color="hsl(${hue} 25% 78%)"/>
    </radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue + 8} 90% 78%)"/><stop offset=".45" stop-color="hsl(${hue} 80% 48%)"/>
      <stop offset=".7" stop-color="hsl(${hue + 6} 95% 70%)"/><stop offset="1" stop-color="hsl(${hue - 6} 75% 32%)"/>
    </linearGradient>
    <radialGradient id="stone" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#dfe9f5"/><stop offset="1" stop-color="#9fb4cc"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <ellipse cx="${cx}" cy="${cy + r * 1.15}" rx="${r * 1.1}" ry="${r * 0.16}" fill="rgba(60,40,20,.18)"/>
  <ellipse cx="${cx}" cy="${cy + r * 0.15}" rx="${r}" ry="${r * 0.82}" fill="none" stroke="url(#gold)" stroke-width="${band}"/>
  <polygon points="${cx - r * 0.28},${cy - r * 0.72} ${cx + r * 0.28},${cy - r * 0.72} ${cx + r * 0.4},${cy - r * 0.92} ${cx},${cy - r * 1.28} ${cx - r * 0.4},${cy - r * 0.92}" fill="url(#stone)" stroke="#8aa0b8" stroke-width="2"/>
</svg>`;
}

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** A ring photo of the given size and format; `orientation` writes that EXIF orientation (the pixels are not turned). */
export async function ringPhoto(
  width: number,
  height: number,
  format: PhotoFormat = 'jpeg',
  options: { hue?: number; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp(Buffer.from(ringSvg(width, height, options.hue))).flatten({ background: '#ffffff' });
  if (options.orientation) {
    image = image.withMetadata({ orientation: options.orientation }).withExif({
      IFD0: { Make: 'Lumen Test Camera', Copyright: 'Lumen Jewels' },
    });
  }
  return image.toFormat(format, format === 'avif' ? { effort: 0 } : {}).toBuffer();
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid PNG of a few hundred bytes that declares `side` × `side` pixels: decoding it would need gigabytes. */
export function pixelBomb(side = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };

/** A multipart/form-data body and its content type, for `app.inject`. */
export function multipartBody(parts: Part[]) {
  const boundary = `----lumen${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The usual upload: a file part and an alt part. */
export const photoUpload = (file: Buffer, alt: string | undefined, filename = 'ring.jpg', type = 'image/jpeg') =>
  multipartBody([{ name: 'file', file, filename, type }, ...(alt === undefined ? [] : [{ name: 'alt', value: alt }])]);
