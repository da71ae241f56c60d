/**
 * The rules of product photos: what an upload must be (photo-encode.ts, read from its header on the request), its
 * encoding as a job of the queue (`photo-encode`: the upload answers at once with the photo 'processing'), one
 * encoding at a time per slot of the limit (encoding is CPU heavy and would otherwise starve the shop's other work),
 * a primary photo kept while there are photos, and the catalogue told after every committed change it shows.
 */
import { availableParallelism } from 'node:os';
import {
  ADMIN_PHOTO_MESSAGES,
  type AdminPhoto,
  type PhotoFormat,
  type PhotoUpdateRequest,
  productPhotoUrl,
} from '@lumen/contract/admin-photos';
import type { Metal, ProductPhoto } from '@lumen/contract/catalog';
import type { Job, JobQueue } from '../../jobs/queue';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import type { Logger } from '../../lib/logger';
import { conflict, HttpError, notFound } from '../../plugins/envelope-and-errors';
import { type EncodedPhoto, encodePhoto, inspectPhoto } from './photo-encode';
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
    metal: (photo.metal ?? null) as Metal | null,
    width: photo.width,
    height: photo.height,
    sources: { avif: srcset('avif'), webp: srcset('webp') },
    src: fallback ? productPhotoUrl(fallback.hash, fallback.width, 'webp') : '',
  };
}

/**
 * The storefront's photos of each product: the ready ones, primary first (the catalogue reads them through this).
 * While the primary photo is not ready, the next ready one in gallery order comes first, or none.
 */
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
  status: photo.status,
  created_at: photo.createdAt.toISOString(),
});

export type PhotoServiceOptions = {
  repository: PhotoRepository;
  /** Called after every committed change the shop shows, so cached catalogue answers show it. */
  onCatalogChanged: () => void;
  /** The queue the encodings run on. */
  jobs: Pick<JobQueue, 'send' | 'work' | 'wake'>;
  logger: Logger;
  /** How many photos may be encoded at once in this process; the default leaves a core for everything else. */
  encodingSlots?: number;
};

type Actor = { staffId: string; requestId: string };

/** The job that encodes an uploaded photo (`{ photoId }`). */
export const PHOTO_ENCODE_QUEUE_NAME = 'photo-encode';
type EncodeJob = { photoId: number };

export function createPhotoService(options: PhotoServiceOptions) {
  const { repository, onCatalogChanged, jobs, logger } = options;
  const slots = options.encodingSlots ?? Math.max(1, availableParallelism() - 1);
  const encoding = createConcurrencyLimit(slots);
  const gallery = async (productId: number) => (await repository.gallery(productId)).map(toAdminPhoto);

  // A worker takes as many photos as the process may encode at once. A file that cannot be encoded fails the same
  // way every time: its photo is marked failed at once. Anything else (the database away, the process stopping) is
  // tried again three times, backing off from 10 s; the last try marks the photo failed, so the editor stops waiting.
  jobs.work<EncodeJob>(
    { name: PHOTO_ENCODE_QUEUE_NAME, retryLimit: 3, retryDelay: 10, expireInSeconds: 300, batchSize: slots },
    async (job, stopping) => {
      try {
        await encodeJob(job, stopping);
      } catch (error) {
        if (!stopping.aborted && job.retryCount >= job.retryLimit) await repository.fail(job.data.photoId);
        throw error;
      }
    },
  );

  /** Encodes the photo of `job` and makes it ready; a photo already ready, failed or deleted has nothing to do. */
  async function encodeJob(job: Job<EncodeJob>, stopping: AbortSignal) {
    const { photoId } = job.data;
    const original = await repository.original(photoId);
    if (!original) return;
    let encoded: EncodedPhoto;
    try {
      encoded = await encoding(async () => {
        stopping.throwIfAborted();
        return encodePhoto(original);
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      logger.warn({ photoId, reason: error.message }, 'photos: an uploaded photo could not be encoded');
      await repository.fail(photoId);
      return;
    }
    if (await repository.finish(photoId, encoded)) onCatalogChanged();
  }

  return {
    /** The product's photos in gallery order, for the editor's photo panel. */
    async list(productId: number) {
      if (!(await repository.productExists(productId))) throw notFound(ADMIN_PHOTO_MESSAGES.productNotFound);
      return gallery(productId);
    },

    /**
     * Adds a photo, 'processing': the file is checked from its header (415, 422), then the photo, its original and
     * its audit row are written with its encoding's job in one transaction. The shop does not show it until the job
     * has made it ready, so the catalogue is told then, not now.
     */
    async upload(productId: number, file: Uint8Array, alt: string, actor: Actor) {
      const size = await inspectPhoto(file);
      const row = await repository.add(productId, alt, { ...size, bytes: file }, actor, (tx, photo) =>
        jobs.send(tx, PHOTO_ENCODE_QUEUE_NAME, { photoId: photo.id } satisfies EncodeJob),
      );
      if (!row) throw notFound(ADMIN_PHOTO_MESSAGES.productNotFound);
      jobs.wake(PHOTO_ENCODE_QUEUE_NAME);
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
