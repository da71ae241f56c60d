/**
 * A product photo's encoding, a job of the queue: the upload answers 'processing' before the encoding runs, and the
 * storefront shows nothing of a photo that is not ready — neither the photo nor any of its files — nor puts a primary
 * photo still processing first; the job makes the photo ready with its files. A job run twice, or for a deleted photo,
 * does nothing; a file that cannot be encoded ends 'failed'; a job that fails for another reason is tried again, and
 * its last try marks the photo failed.
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { productPhotoOriginals, productPhotoVariants } from '../../db/schema/index';
import type { Job } from '../../jobs/queue';
import { silentLogger } from '../../lib/logger';
import type { TestApp } from '../../test/harness';
import { type AdminPhotoAnswer, type PieceIds, usePhotoAdmin } from '../../test/photo-admin';
import { ringPhoto } from '../../test/photos';
import type { PhotoRepository } from './photo-repository';
import { createPhotoService, PHOTO_ENCODE_QUEUE_NAME } from './photo-service';

let t: TestApp;
let P: PieceIds;
let small: Buffer;
const { as, upload, uploaded, holdJobs, patch, list, remove, product } = usePhotoAdmin((opened) => {
  ({ t, P, small } = opened);
});

const variantsOf = (photoId: number) =>
  t.database.db
    .select({ format: productPhotoVariants.format, width: productPhotoVariants.width })
    .from(productPhotoVariants)
    .where(eq(productPhotoVariants.photoId, photoId));
const hasOriginal = async (photoId: number) =>
  (await t.database.db.select().from(productPhotoOriginals).where(eq(productPhotoOriginals.photoId, photoId))).length >
  0;
/** Jobs of the encoding's queue waiting or waiting for a retry. */
const waiting = () => t.app.jobs.size(PHOTO_ENCODE_QUEUE_NAME);
/** Puts another encoding job for `photoId` on the queue, as a second delivery of the same job would be. */
const sendAgain = (photoId: number) =>
  t.database.db.transaction((tx) => t.app.jobs.send(tx, PHOTO_ENCODE_QUEUE_NAME, { photoId }));
const listed = async (productId: number, headers: Record<string, string>) =>
  (await list(productId, headers)).json().data.photos as AdminPhotoAnswer[];

describe('an upload answers before its encoding', () => {
  it('answers the photo processing; the shop shows none of it until its job has made it ready', async () => {
    const owner = await as('owner');
    const file = await ringPhoto(1600, 1200, 'jpeg');
    await holdJobs(async (release) => {
      const res = await upload(P[1], file, 'Ring, front view', owner);
      expect(res.statusCode, res.body).toBe(201);
      const { photo, photos } = res.json().data as { photo: AdminPhotoAnswer; photos: AdminPhotoAnswer[] };
      expect(photo).toMatchObject({
        status: 'processing',
        primary: true,
        position: 0,
        width: 1600,
        height: 1200,
        sources: { avif: '', webp: '' },
        src: '',
      });
      expect(photos).toEqual([photo]);
      expect(await waiting()).toBe(1);
      expect(await variantsOf(photo.id)).toEqual([]);
      expect(await hasOriginal(photo.id)).toBe(true);
      const before = await product(P[1]);
      expect(before.photos).toEqual([]);
      const products = await t.app.inject({
        method: 'GET',
        url: `/api/admin/products?q=${before.slug}`,
        headers: owner,
      });
      expect(products.json().data.products[0].photo).toBeNull();

      await release();
      const [ready] = await listed(P[1], owner);
      expect(ready).toMatchObject({ id: photo.id, status: 'ready', src: expect.stringMatching(/-960\.webp$/) });
      expect(await variantsOf(photo.id)).toHaveLength(10);
      expect(await hasOriginal(photo.id)).toBe(false);
      expect(await waiting()).toBe(0);
      // The job told the catalogue: the cached product answer from before is forgotten.
      const after = await product(P[1]);
      expect(after.photos).toEqual([
        { alt: 'Ring, front view', metal: null, width: 1600, height: 1200, sources: ready?.sources, src: ready?.src },
      ]);
      expect((await t.app.inject({ method: 'GET', url: ready?.src ?? '' })).statusCode).toBe(200);
    });
  });

  it('shows the next ready photo first while the primary is processing, and the primary once it is ready', async () => {
    const owner = await as('owner');
    await uploaded(P[2], small, 'Ring, side view', owner);
    await holdJobs(async (release) => {
      const res = await upload(P[2], await ringPhoto(500, 400, 'png', { hue: 200 }), 'Ring, front view', owner);
      const { photo } = res.json().data as { photo: AdminPhotoAnswer };
      expect((await patch(P[2], photo.id, { primary: true }, owner)).statusCode).toBe(200);
      expect((await listed(P[2], owner)).map((p) => [p.alt, p.primary, p.status])).toEqual([
        ['Ring, side view', false, 'ready'],
        ['Ring, front view', true, 'processing'],
      ]);
      expect((await product(P[2])).photos.map((p) => p.alt)).toEqual(['Ring, side view']);
      await release();
      expect((await product(P[2])).photos.map((p) => p.alt)).toEqual(['Ring, front view', 'Ring, side view']);
    });
  });
});

describe('the encoding job', () => {
  it('does nothing the second time it runs for a photo, even when both runs wait on the queue together', async () => {
    const owner = await as('owner');
    await holdJobs(async (release) => {
      const { photo } = (await upload(P[3], small, 'A ring', owner)).json().data as { photo: AdminPhotoAnswer };
      await sendAgain(photo.id);
      expect(await waiting()).toBe(2);
      await release();
      const [ready] = await listed(P[3], owner);
      expect(ready?.status).toBe('ready');
      const files = await variantsOf(photo.id);
      expect(files).toHaveLength(2);

      await sendAgain(photo.id);
      await release();
      expect(await waiting()).toBe(0);
      expect(await variantsOf(photo.id)).toEqual(files);
      expect(await listed(P[3], owner)).toEqual([ready]);
    });
  });

  it('does nothing for a photo deleted before its job ran', async () => {
    const owner = await as('owner');
    await holdJobs(async (release) => {
      const { photo } = (await upload(P[4], small, 'A ring', owner)).json().data as { photo: AdminPhotoAnswer };
      expect((await remove(P[4], photo.id, owner)).statusCode).toBe(200);
      expect(await hasOriginal(photo.id)).toBe(false);
      await release();
      expect(await waiting()).toBe(0);
      expect(await variantsOf(photo.id)).toEqual([]);
      expect(await listed(P[4], owner)).toEqual([]);
      expect((await product(P[4])).photos).toEqual([]);
    });
  });

  it('marks failed a photo whose data is broken after a good header; it can be removed', async () => {
    const owner = await as('owner');
    const broken = Buffer.concat([small.subarray(0, 600), Buffer.alloc(2000, 0x11)]);
    const res = await upload(P[5], broken, 'Broken', owner);
    expect(res.statusCode, res.body).toBe(201);
    const { photo } = res.json().data as { photo: AdminPhotoAnswer };
    expect(photo.status).toBe('processing');
    // The harness ran the job after the call: the file cannot be encoded, so it is not tried again.
    const [failed] = await listed(P[5], owner);
    expect(failed).toMatchObject({ id: photo.id, status: 'failed', src: '', sources: { avif: '', webp: '' } });
    expect(await waiting()).toBe(0);
    expect(await hasOriginal(photo.id)).toBe(false);
    expect((await product(P[5])).photos).toEqual([]);
    const removed = await remove(P[5], photo.id, owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.photos).toEqual([]);
  });
});

describe('the encoding job when something else fails', () => {
  /** The service's job handler over a repository whose `original` throws (the database away). */
  function failingHandler() {
    const fail = vi.fn(async () => undefined);
    const repository = {
      original: async () => {
        throw new Error('connection refused');
      },
      fail,
    } as unknown as PhotoRepository;
    let handler: ((job: Job<{ photoId: number }>, stopping: AbortSignal) => Promise<void>) | undefined;
    createPhotoService({
      repository,
      onCatalogChanged: () => undefined,
      logger: silentLogger,
      jobs: {
        send: async () => null,
        wake: () => undefined,
        work: (_spec, run) => {
          handler = run as typeof handler;
        },
      },
    });
    if (!handler) throw new Error('no handler registered');
    return { handler, fail };
  }
  const job = (retryCount: number) => ({ data: { photoId: 7 }, retryCount, retryLimit: 3 }) as Job<{ photoId: number }>;

  it('throws for a retry before its last try, and marks the photo failed on its last', async () => {
    const { handler, fail } = failingHandler();
    const running = new AbortController().signal;
    for (const tries of [0, 1, 2]) await expect(handler(job(tries), running)).rejects.toThrow('connection refused');
    expect(fail).not.toHaveBeenCalled();
    await expect(handler(job(3), running)).rejects.toThrow('connection refused');
    expect(fail).toHaveBeenCalledWith(7);
  });
});
