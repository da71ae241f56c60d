/**
 * The back office's photo routes for a test file: an app with the seeded catalogue and one staff member of each
 * role, a small photo that is cheap to upload, and the calls the photo tests make (upload, change, list, delete,
 * the storefront's product answer and the stored gallery). An upload's encoding is a job, which the harness runs
 * right after the call (it drains the queue); a test that looks between the two holds the drain back (`holdJobs`).
 */
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import type { Product } from '@lumen/contract/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { productPhotos, products } from '../db/schema/index';
import { PHOTO_ENCODE_QUEUE_NAME } from '../modules/catalog/photo-service';
import { createCatalogRepository } from '../modules/catalog/repository';
import { seedCatalog } from '../modules/catalog/seed';
import { createTestApp, type TestApp } from './harness';
import { photoUpload, ringPhoto } from './photos';
import { addStaff, bearer, signInStaff, type TestStaff, testClock } from './staff';

/** Ids of the seeded catalogue's first pieces: each test uses its own. */
export type PieceIds = Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14, number>;

export type PhotoAdmin = { t: TestApp; P: PieceIds; small: Buffer; members: Record<StaffRole, TestStaff> };

export type AdminPhotoAnswer = {
  id: number;
  position: number;
  primary: boolean;
  alt: string;
  src: string;
  sources: { avif: string; webp: string };
  status: 'processing' | 'ready' | 'failed';
};

/**
 * Opens the shop before the file's tests and hands it to `use`; closes it after them. Answers the calls, which work
 * once it is open.
 */
export function usePhotoAdmin(use: (opened: PhotoAdmin) => void) {
  const clock = testClock();
  let t: TestApp;
  const members = {} as Record<StaffRole, TestStaff>;
  let small: Buffer;
  let P = {} as PieceIds;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
    await seedCatalog(createCatalogRepository(t.database.db));
    const seeded = await t.database.db.select({ id: products.id }).from(products).orderBy(products.id);
    P = Object.fromEntries(seeded.slice(0, 15).map((row, i) => [i, row.id])) as typeof P;
    for (const role of STAFF_ROLES) members[role] = await addStaff(t, role);
    // 400 px wide: encoded at 320 only, so the many uploads of this file stay cheap.
    small = await ringPhoto(400, 300, 'jpeg');
    use({ t, P, small, members });
  });
  afterAll(() => t.close());

  const as = async (role: StaffRole) => bearer(await signInStaff(t, clock, members[role]));

  async function upload(productId: number, file: Buffer, alt: string | undefined, headers: Record<string, string>) {
    const body = photoUpload(file, alt);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  /**
   * Uploads a photo, checks the answer is the photo 'processing' (without files), and answers the photo and gallery
   * as the back office lists them after the call, once the encoding's job has run.
   */
  async function uploaded(productId: number, file: Buffer, alt: string, headers: Record<string, string>) {
    const res = await upload(productId, file, alt, headers);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json().data as { photo: AdminPhotoAnswer };
    expect(answer.photo).toMatchObject({ status: 'processing', src: '', sources: { avif: '', webp: '' } });
    const listed = await list(productId, headers);
    expect(listed.statusCode, listed.body).toBe(200);
    const photos = listed.json().data.photos as AdminPhotoAnswer[];
    const photo = photos.find((p) => p.id === answer.photo.id);
    if (!photo) throw new Error('the uploaded photo is not in its gallery');
    return { photo, photos };
  }

  /**
   * Runs `work` with the harness's drain after each call held back, so the jobs its calls put on the queue wait
   * (as they would for a busy worker); `release` runs them, the photos' encodings included.
   */
  async function holdJobs<T>(work: (release: () => Promise<void>) => Promise<T>): Promise<T> {
    const jobs = t.app.jobs;
    const drain = jobs.drain;
    jobs.drain = async () => undefined;
    try {
      return await work(() => drain([PHOTO_ENCODE_QUEUE_NAME]));
    } finally {
      jobs.drain = drain;
    }
  }

  const patch = (productId: number, photoId: number, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/products/${productId}/images/${photoId}`, payload, headers });
  const list = (productId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/admin/products/${productId}/images`, headers });
  const remove = (productId: number, photoId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/products/${productId}/images/${photoId}`, headers });
  const product = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/products/${id}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as Product;
  };
  const gallery = (productId: number) =>
    t.database.db
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(productPhotos.position);

  return { as, upload, uploaded, holdJobs, patch, list, remove, product, gallery };
}
