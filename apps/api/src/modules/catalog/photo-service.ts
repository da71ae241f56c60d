/**
 * The rules of product photos: what an upload must be (encode.ts), one encoding at a time per slot of the limit
 * (encoding is CPU heavy and would otherwise starve the shop's other requests), a primary photo kept while there
 * are photos, and the catalogue told after every committed change.
 */
import { availableParallelism } from 'node:os';
import {
  ADMIN_PHOTO_MESSAGES,
  type AdminPhoto,
  type PhotoFormat,
  type PhotoUpdateRequest,
  productPhotoUrl,
} from '@lumen/contract/admin-photos';
import type { ProductPhoto } from '@lumen/contract/catalog';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import { conflict, notFound } from '../../plugins/envelope-and-errors';
import { encodePhoto } from './photo-encode';
import type { PhotoRepository, PhotoWithVariants } from './photo-repository';

/** The width of the `src` fallback, for browsers that ignore `<picture>` and `srcset`. */
const FALLBACK_WIDTH = 960;

export function toProductPhoto(photo: PhotoWithVariants): ProductPhoto {
  const of = (format: PhotoFormat) => photo.variants.filter((v) => v.format === format);
  const srcset = (format: PhotoFormat) =>
    of(format)
      .map((v) => `${productPhotoUrl(v.hash, v.width, format)} ${v.width}w`)
      .join(', ');
  const webp = of('webp');
  const fallback = [...webp].reverse().find((v) => v.width <= FALLBACK_WIDTH) ?? webp[0];
  return {
    alt: photo.alt,
    width: photo.width,
    height: photo.height,
    sources: { avif: srcset('avif'), webp: srcset('webp') },
    src: fallback ? productPhotoUrl(fallback.hash, fallback.width, 'webp') : '',
  };
}

/** The storefront's photos of each product, primary first (the catalogue reads them through this). */
export const storefrontPhotos =
  (repository: Pick<PhotoRepository, 'withVariants'>) =>
  async (productIds: number[]): Promise<Map<number, ProductPhoto[]>> => {
    const byProduct = await repository.withVariants(productIds);
    return new Map([...byProduct].map(([id, photos]) => [id, photos.map(toProductPhoto)]));
  };

const toAdminPhoto = (photo: PhotoWithVariants): AdminPhoto => ({
  ...toProductPhoto(photo),
  id: photo.id,
  position: photo.position,
  primary: photo.primary,
  created_at: photo.createdAt.toISOString(),
});

export type PhotoServiceOptions = {
  repository: PhotoRepository;
  /** Called after every committed change, so cached catalogue answers show it. */
  onCatalogChanged: () => void;
  /** How many photos may be encoded at once in this process; the default leaves a core for everything else. */
  encodingSlots?: number;
};

type Actor = { staffId: string; requestId: string };

export function createPhotoService({ repository, onCatalogChanged, encodingSlots }: PhotoServiceOptions) {
  const encoding = createConcurrencyLimit(encodingSlots ?? Math.max(1, availableParallelism() - 1));
  const gallery = async (productId: number) => (await repository.gallery(productId)).map(toAdminPhoto);

  return {
    /** The product's photos in gallery order, for the editor's photo panel. */
    async list(productId: number) {
      if (!(await repository.productExists(productId))) throw notFound(ADMIN_PHOTO_MESSAGES.productNotFound);
      return gallery(productId);
    },

    async upload(productId: number, file: Uint8Array, alt: string, actor: Actor) {
      const photo = await encoding(() => encodePhoto(file));
      const row = await repository.add(productId, alt, photo, actor);
      if (!row) throw notFound(ADMIN_PHOTO_MESSAGES.productNotFound);
      onCatalogChanged();
      const photos = await gallery(productId);
      const added = photos.find((p) => p.id === row.id);
      if (!added) throw new Error('the new photo is not in its gallery');
      return { photo: added, photos };
    },

    async update(productId: number, photoId: number, change: PhotoUpdateRequest, actor: Actor) {
      const result = await repository.update(productId, photoId, change, actor);
      if (result === 'product-not-found') throw notFound(ADMIN_PHOTO_MESSAGES.productNotFound);
      if (result === 'photo-not-found') throw notFound(ADMIN_PHOTO_MESSAGES.photoNotFound);
      if (result === 'keep-one-primary') throw conflict(ADMIN_PHOTO_MESSAGES.keepOnePrimary);
      onCatalogChanged();
      return gallery(productId);
    },

    async remove(productId: number, photoId: number, actor: Actor) {
      const result = await repository.remove(productId, photoId, actor);
      if (result === 'product-not-found') throw notFound(ADMIN_PHOTO_MESSAGES.productNotFound);
      if (result === 'photo-not-found') throw notFound(ADMIN_PHOTO_MESSAGES.photoNotFound);
      onCatalogChanged();
      return gallery(productId);
    },

    file: repository.file,
  };
}
export type PhotoService = ReturnType<typeof createPhotoService>;
