/**
 * The back office's product photos: upload (multipart), alt text, the metal shown, gallery order, the primary photo,
 * deletion; and the URLs of the encoded files the storefront shows.
 */
import { z } from 'zod';
import { METALS, ProductPhotoSchema } from './catalog';
import { envelopeOf } from './envelope';
import { SINGLE_LINE } from './text';

/** The largest upload; a bigger file is answered 413. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may declare (about 8000 × 6000): decoding more is refused before it starts. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** The widths each photo is encoded at, never above the original's width. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const PHOTO_ALT_MAX = 200;
/** What an upload may be, recognised from its first bytes, whatever its name or declared type says. */
export const PHOTO_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const ADMIN_PHOTO_MESSAGES = {
  uploaded: 'Photo added: it is being processed, and the shop shows it once it is ready.',
  updated: 'Photo updated.',
  deleted: 'Photo deleted.',
  productNotFound: 'No such product.',
  photoNotFound: 'No such photo of this product.',
  fileRequired: 'file: choose a photo to upload.',
  unsupportedType: 'file: the photo must be a JPEG, PNG, WebP or AVIF image.',
  tooManyPixels: `file: the photo has too many pixels (at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels).`,
  unreadable: 'file: the photo could not be read.',
  keepOnePrimary: 'A product with photos keeps one primary photo: make another photo primary instead.',
  nothingToChange: 'body: send alt, position, primary or metal.',
} as const;

const AltSchema = z
  .string()
  .trim()
  .min(1, 'is required: describe the photo for people who cannot see it')
  .max(PHOTO_ALT_MAX)
  .regex(SINGLE_LINE, 'must be plain text on one line');

const serial = z.coerce.number().int().min(1).max(2_147_483_647);

export const ProductPhotosParamsSchema = z.object({ id: serial });
export const ProductPhotoParamsSchema = z.object({ id: serial, image_id: serial });

/**
 * The multipart upload, as the API reads it: the file's bytes and the alt text. (The file field is checked here only
 * for being a file; its content decides whether it is a photo.)
 */
export const PhotoUploadRequestSchema = z.object({
  file: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'is required: choose a photo to upload' })
    .meta({ type: 'string', format: 'binary', description: 'A JPEG, PNG, WebP or AVIF image' }),
  alt: AltSchema,
});

export const PhotoUpdateRequestSchema = z
  .object({
    alt: AltSchema.optional(),
    /** The new place in the gallery, from 0; the others move to keep the order dense. */
    position: z.number().int().min(0).max(1000).optional(),
    /**
     * true makes this the primary photo (the one listings and the first gallery slot show); false on the primary is
     * refused (409), as a product with photos keeps one.
     */
    primary: z.boolean().optional(),
    /** The metal the photo shows the piece in (a rose-gold photo for rose gold), or null for any metal. */
    metal: z.enum(METALS).nullable().optional(),
  })
  .refine(
    (body) =>
      body.alt !== undefined || body.position !== undefined || body.primary !== undefined || body.metal !== undefined,
    { message: ADMIN_PHOTO_MESSAGES.nothingToChange },
  );
export type PhotoUpdateRequest = z.infer<typeof PhotoUpdateRequestSchema>;

/**
 * Where a photo is in its making: an upload answers 'processing' at once (its encoding is a job), which becomes 'ready'
 * when its files are made, or 'failed' when the file cannot be encoded. The shop shows ready photos only.
 */
export const PHOTO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/** A photo in the back office; one not ready yet has no files: its `sources` and `src` are empty. */
export const AdminPhotoSchema = ProductPhotoSchema.extend({
  id: z.number().int(),
  position: z.number().int(),
  primary: z.boolean(),
  status: z.enum(PHOTO_STATUSES),
  created_at: z.string(),
});
export type AdminPhoto = z.infer<typeof AdminPhotoSchema>;

/** Every answer of the photo routes carries the product's photos in gallery order, so a screen redraws from it. */
export const AdminPhotosResponseSchema = envelopeOf(z.object({ photos: z.array(AdminPhotoSchema) }));
export const AdminPhotoUploadResponseSchema = envelopeOf(
  z.object({ photo: AdminPhotoSchema, photos: z.array(AdminPhotoSchema) }),
);

/** The URL of one encoded file: content-addressed, so it never changes what it serves. */
export const productPhotoUrl = (hash: string, width: number, format: PhotoFormat) =>
  `/media/products/${hash}-${width}.${format}`;
export const PRODUCT_PHOTO_FILE = /^([A-Za-z0-9_-]{22})-(\d{2,4})\.(avif|webp)$/;

/** The served file's name as a route parameter: a name that is not one of ours is simply not found (404). */
export const ProductPhotoFileParamsSchema = z.object({
  file: z.string().max(80).regex(SINGLE_LINE, 'file: must be plain text on one line'),
});
