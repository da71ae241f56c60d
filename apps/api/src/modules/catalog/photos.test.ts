/**
 * Product photos through the back office: the role matrix of every photo route, what an upload must be (type from
 * the content, size, pixels, alt text), the files served with long-cache headers, the storefront's product answer,
 * the primary and order rules, parallel uploads to one product, and an audit row (without bytes) for every change.
 */

import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ADMIN_PHOTO_MESSAGES, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, productPhotoUrl } from '@lumen/contract/admin-photos';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import type { Product } from '@lumen/contract/catalog';
import { WEB_ROUTES } from '@lumen/contract/routes';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productPhotos, products } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipartBody, photoUpload, pixelBomb, ringPhoto } from '../../test/photos';
import { catalogPieces } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, type TestStaff, testClock } from '../../test/staff';
import { productPageHints } from './page-hints';
import { photoWidths } from './photo-encode';
import { createPhotoRepository } from './photo-repository';
import { storefrontPhotos } from './photo-service';
import { createCatalogRepository } from './repository';
import { seedCatalog } from './seed';
import { createCatalogService } from './service';

const clock = testClock();
let t: TestApp;
const members = {} as Record<StaffRole, TestStaff>;
let small: Buffer;
/** Ids of the seeded catalogue's first pieces: each test uses its own. */
let P = {} as Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14, number>;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, now: clock.now });
  await seedCatalog(createCatalogRepository(t.database.db));
  const seeded = await t.database.db.select({ id: products.id }).from(products).orderBy(products.id);
  P = Object.fromEntries(seeded.slice(0, 15).map((row, i) => [i, row.id])) as typeof P;
  for (const role of STAFF_ROLES) members[role] = await addStaff(t, role);
  // 400 px wide: encoded at 320 only, so the many uploads of this file stay cheap.
  small = await ringPhoto(400, 300, 'jpeg');
});
afterAll(() => t.close());

const as = async (role: StaffRole) => bearer(await signInStaff(t, clock, members[role]));

type AdminPhotoAnswer = { id: number; position: number; primary: boolean; alt: string; src: string };

async function upload(productId: number, file: Buffer, alt: string | undefined, headers: Record<string, string>) {
  const body = photoUpload(file, alt);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/images`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function uploaded(productId: number, file: Buffer, alt: string, headers: Record<string, string>) {
  const res = await upload(productId, file, alt, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { photo: AdminPhotoAnswer; photos: AdminPhotoAnswer[] };
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

describe('the staff guard on the photo routes', () => {
  const calls = (photoId: number) => [
    { name: 'GET', run: (h: Record<string, string>) => list(P[1], h), ok: 200 },
    { name: 'POST', run: (h: Record<string, string>) => upload(P[1], small, 'A gold ring', h), ok: 201 },
    { name: 'PATCH', run: (h: Record<string, string>) => patch(P[1], photoId, { alt: 'Gold ring' }, h), ok: 200 },
    { name: 'DELETE', run: (h: Record<string, string>) => remove(P[1], photoId, h), ok: 200 },
  ];

  it('answers 401 with no token, a customer token and an unknown token', async () => {
    const customer = await signedInCustomer(t);
    for (const call of calls(1)) {
      for (const headers of [{}, customer.auth, bearer('x'.repeat(43))]) {
        const res = await call.run(headers);
        expect(res.statusCode, `${call.name} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toMatchObject({ status: false, message: ADMIN_MESSAGES.signInRequired });
      }
    }
  });

  it('answers 403 to a role without the catalogue permission and succeeds for a role with it', async () => {
    for (const role of STAFF_ROLES) {
      const headers = await as(role);
      const allowed = ROLE_PERMISSIONS[role].includes('catalogue');
      // A photo of its own for PATCH and DELETE, made by the owner.
      const own = await uploaded(P[1], small, `Ring for ${role}`, await as('owner'));
      for (const call of calls(own.photo.id)) {
        const res = await call.run(headers);
        expect(res.statusCode, `${role} ${call.name}: ${res.body}`).toBe(allowed ? call.ok : 403);
        if (!allowed) expect(res.json().message).toBe(ADMIN_MESSAGES.forbidden);
      }
    }
    expect(['owner', 'manager'].every((r) => ROLE_PERMISSIONS[r as StaffRole].includes('catalogue'))).toBe(true);
  });
});

describe('POST /api/admin/products/{id}/images', () => {
  it('adds two photos: the product answer lists them, and the files decode as their format and width', async () => {
    const owner = await as('owner');
    const before = await product(P[2]); // fills the catalogue cache, which the upload must clear
    expect(before.photos).toEqual([]);
    const wide = await ringPhoto(1300, 1000, 'png', { hue: 40 });
    const first = await uploaded(P[2], wide, 'Gold ring with a round diamond, front view', owner);
    const second = await uploaded(
      P[2],
      await ringPhoto(700, 700, 'webp', { hue: 20 }),
      'The same ring, side view',
      owner,
    );
    expect(first.photo).toMatchObject({ position: 0, primary: true });
    expect(second.photos.map((p) => [p.position, p.primary])).toEqual([
      [0, true],
      [1, false],
    ]);

    const after = await product(P[2]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products?q=${after.slug}`,
      headers: owner,
    });
    expect(listed.json().data.products[0].photo).toMatchObject({
      alt: 'Gold ring with a round diamond, front view',
      src: expect.stringMatching(/^\/media\/products\//),
    });
    expect(after.photos.map((p) => p.alt)).toEqual([
      'Gold ring with a round diamond, front view',
      'The same ring, side view',
    ]);
    const [main] = after.photos;
    expect(main).toMatchObject({ width: 1300, height: 1000 });
    const listing = await t.app.inject({ method: 'GET', url: '/api/catalog/products?pageSize=48' });
    const card = listing.json().data.items.find((item: { id: number }) => item.id === P[2]);
    expect(card.photo.alt).toBe('Gold ring with a round diamond, front view');

    // Each srcset entry is a served file of that format and width, never wider than the original.
    for (const format of ['avif', 'webp'] as const) {
      const entries = (main?.sources[format] ?? '').split(', ').map((entry) => entry.split(' '));
      expect(entries.map(([, w]) => w)).toEqual(photoWidths(1300).map((w) => `${w}w`));
      for (const [url, descriptor] of entries) {
        const res = await t.app.inject({ method: 'GET', url: url ?? '' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        if (format === 'avif') expect(meta.compression).toBe('av1');
        expect(`${meta.width}w`).toBe(descriptor);
      }
    }
    expect(main?.src).toMatch(/-960\.webp$/);

    // The product page's <head> preloads the first photo (AVIF, the stage's sizes) instead of the drawn picture.
    const catalog = createCatalogService(createCatalogRepository(t.database.db), {
      cacheSeconds: 0,
      photos: storefrontPhotos(createPhotoRepository(t.database.db)),
    });
    const hints = await productPageHints(catalog)(WEB_ROUTES.productDetails, `/product-details/${P[2]}`, true);
    expect(hints).toContain(`imagesrcset="${main?.sources.avif}"`);
    expect(hints).toContain('type="image/avif"');
    expect(hints).not.toContain(after.images[0]?.src);
  });

  it('serves a file again as 304 for its ETag, and 404 for an unknown one', async () => {
    const { photo } = await uploaded(P[3], small, 'A small ring', await as('owner'));
    const res = await t.app.inject({ method: 'GET', url: photo.src });
    const again = await t.app.inject({
      method: 'GET',
      url: photo.src,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    for (const url of [productPhotoUrl('A'.repeat(22), 320, 'webp'), '/media/products/nothing.webp']) {
      const unknown = await t.app.inject({ method: 'GET', url });
      expect(unknown.statusCode, url).toBe(404);
    }
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const sideways = await ringPhoto(600, 400, 'jpeg', { orientation: 6 });
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const { photo } = await uploaded(P[4], sideways, 'A ring photographed sideways', await as('manager'));
    const res = await t.app.inject({ method: 'GET', url: photo.src });
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 480]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((await product(P[4])).photos[0]).toMatchObject({ width: 400, height: 600 });
  });

  it('accepts JPEG, PNG, WebP and AVIF by their content, whatever the name and declared type', async () => {
    const owner = await as('owner');
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const) {
      const file = await ringPhoto(330, 200, format);
      const body = photoUpload(file, `A ${format} photo`, 'photo.txt', 'application/octet-stream');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${P[5]}/images`,
        payload: body.payload,
        headers: { ...owner, ...body.headers },
      });
      expect(res.statusCode, `${format}: ${res.body}`).toBe(201);
    }
  });

  it('refuses a file that is not a photo (a text file named .jpg) with 415', async () => {
    const res = await upload(P[6], Buffer.from('just some text, not a photo\n'), 'Text', await as('owner'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, message: ADMIN_PHOTO_MESSAGES.unsupportedType });
    expect(await gallery(P[6])).toEqual([]);
  });

  it('refuses a file over the size limit with 413 in the envelope', async () => {
    const big = Buffer.concat([small, Buffer.alloc(PHOTO_MAX_BYTES + 1 - small.length, 0x20)]);
    const res = await upload(P[6], big, 'Too big', await as('owner'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false });
    expect(await gallery(P[6])).toEqual([]);
  });

  it('refuses a decompression bomb (a tiny file declaring 10 gigapixels) with 422, without decoding it', async () => {
    const bomb = pixelBomb(100_000);
    expect(bomb.length).toBeLessThan(1000);
    const res = await upload(P[6], bomb, 'Bomb', await as('owner'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ADMIN_PHOTO_MESSAGES.tooManyPixels);
    // Just over the limit is refused too.
    const side = Math.ceil(Math.sqrt(PHOTO_MAX_PIXELS)) + 1;
    expect((await upload(P[6], pixelBomb(side), 'Bomb', await as('owner'))).statusCode).toBe(422);
    expect(await gallery(P[6])).toEqual([]);
  });

  it('refuses a photo whose data is broken after a good header with 422', async () => {
    const broken = Buffer.concat([small.subarray(0, 600), Buffer.alloc(2000, 0x11)]);
    const res = await upload(P[6], broken, 'Broken', await as('owner'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ADMIN_PHOTO_MESSAGES.unreadable);
  });

  it('requires the alt text and the file (400)', async () => {
    const owner = await as('owner');
    for (const alt of [undefined, '', '   ']) {
      const res = await upload(P[6], small, alt, owner);
      expect(res.statusCode, JSON.stringify(alt)).toBe(400);
      expect(res.json().message).toMatch(/^alt: /);
    }
    const noFile = multipartBody([{ name: 'alt', value: 'A ring' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${P[6]}/images`,
      payload: noFile.payload,
      headers: { ...owner, ...noFile.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^file: /);
    expect(await gallery(P[6])).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await upload(999_999, small, 'A ring', await as('owner'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ADMIN_PHOTO_MESSAGES.productNotFound);
  });

  it('keeps positions dense and one primary when photos are uploaded to one product in parallel', async () => {
    const owner = await as('owner');
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => upload(P[7], small, `Ring ${i}`, owner)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await gallery(P[7]);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4]);
    expect(rows.filter((r) => r.primary)).toHaveLength(1);
  });
});

describe('GET /api/admin/products/{id}/images', () => {
  it('lists the photos in gallery order with ids, alt and primary; none for a piece without; 404 for no product', async () => {
    const owner = await as('owner');
    const none = await list(P[14], owner);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.photos).toEqual([]);
    await uploaded(P[14], small, 'Front view', owner);
    const { photos } = await uploaded(P[14], small, 'Side view', owner);
    const res = await list(P[14], owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photos).toEqual(photos);
    expect(photos.map((p) => [p.alt, p.position, p.primary])).toEqual([
      ['Front view', 0, true],
      ['Side view', 1, false],
    ]);
    const unknown = await list(999_999, owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_PHOTO_MESSAGES.productNotFound);
  });
});

describe('PATCH and DELETE /api/admin/products/{id}/images/{image_id}', () => {
  it('changes the alt text, moves a photo (the others close up) and makes another one primary', async () => {
    const owner = await as('owner');
    const ids: number[] = [];
    for (const n of [0, 1, 2, 3]) ids.push((await uploaded(P[8], small, `Ring ${n}`, owner)).photo.id);
    const [a = 0, b = 0, c = 0, d = 0] = ids;

    const moved = await patch(P[8], d, { position: 0, alt: 'Ring on a hand' }, owner);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.photos.map((p: AdminPhotoAnswer) => [p.id, p.position])).toEqual([
      [d, 0],
      [a, 1],
      [b, 2],
      [c, 3],
    ]);
    expect((await gallery(P[8])).find((r) => r.id === d)?.alt).toBe('Ring on a hand');

    // Past the end means last.
    await patch(P[8], d, { position: 50 }, owner);
    expect((await gallery(P[8])).map((r) => r.id)).toEqual([a, b, c, d]);

    const primary = await patch(P[8], c, { primary: true }, owner);
    expect(primary.statusCode).toBe(200);
    expect((await gallery(P[8])).filter((r) => r.primary).map((r) => r.id)).toEqual([c]);
    // The storefront shows the primary photo first.
    expect((await product(P[8])).photos.map((p) => p.alt)).toEqual(['Ring 2', 'Ring 0', 'Ring 1', 'Ring on a hand']);
  });

  it('refuses to leave a product with photos without a primary one (409)', async () => {
    const owner = await as('owner');
    const { photo } = await uploaded(P[9], small, 'Only ring', owner);
    const res = await patch(P[9], photo.id, { primary: false }, owner);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ADMIN_PHOTO_MESSAGES.keepOnePrimary);
    expect((await gallery(P[9]))[0]?.primary).toBe(true);
  });

  it('validates the change (400) and answers 404 for an unknown photo or one of another product', async () => {
    const owner = await as('owner');
    const { photo } = await uploaded(P[10], small, 'Ring', owner);
    expect((await patch(P[10], photo.id, {}, owner)).statusCode).toBe(400);
    expect((await patch(P[10], photo.id, { alt: ' ' }, owner)).statusCode).toBe(400);
    expect((await patch(P[10], photo.id, { position: -1 }, owner)).statusCode).toBe(400);
    for (const [productId, photoId] of [
      [P[10], 999_999],
      [P[11], photo.id],
    ] as const) {
      expect((await patch(productId, photoId, { alt: 'x' }, owner)).statusCode).toBe(404);
      expect((await remove(productId, photoId, owner)).statusCode).toBe(404);
    }
    expect((await remove(999_999, photo.id, owner)).json().message).toBe(ADMIN_PHOTO_MESSAGES.productNotFound);
  });

  it('deletes a photo and its files; the next one becomes primary and positions close up', async () => {
    const owner = await as('owner');
    const first = await uploaded(P[12], await ringPhoto(500, 400, 'jpeg', { hue: 200 }), 'First', owner);
    const second = await uploaded(P[12], await ringPhoto(500, 400, 'jpeg', { hue: 10 }), 'Second', owner);
    await uploaded(P[12], await ringPhoto(500, 400, 'jpeg', { hue: 60 }), 'Third', owner);
    const res = await remove(P[12], first.photo.id, owner);
    expect(res.statusCode).toBe(200);
    const rows = await gallery(P[12]);
    expect(rows.map((r) => [r.alt, r.position, r.primary])).toEqual([
      ['Second', 0, true],
      ['Third', 1, false],
    ]);
    expect(rows[0]?.id).toBe(second.photo.id);
    // The deleted photo's files are gone with it.
    expect((await t.app.inject({ method: 'GET', url: first.photo.src })).statusCode).toBe(404);
    expect((await product(P[12])).photos.map((p) => p.alt)).toEqual(['Second', 'Third']);
  });
});

describe('photos in the customer’s cart and wishlist', () => {
  it('a cart line and a wishlist item carry the piece’s primary photo; a piece without one has null', async () => {
    // One-size pieces no other test of this file gives photos to.
    const used = new Set(Object.values(P));
    const [withPhoto, without] = (await catalogPieces(t, 20, false)).filter((piece) => !used.has(piece.id));
    if (!withPhoto || !without) throw new Error('no one-size pieces');
    await uploaded(withPhoto.id, small, 'A one-size piece', await as('owner'));
    const customer = await signedInCustomer(t);
    for (const piece of [withPhoto, without]) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        payload: { product_id: piece.id },
        headers: customer.auth,
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
      const liked = await t.app.inject({
        method: 'POST',
        url: '/api/wishlist/add',
        payload: { product_id: piece.id },
        headers: customer.auth,
      });
      expect(liked.statusCode, liked.body).toBeLessThan(300);
    }
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: customer.auth })).json().data;
    const lineOf = (id: number) => cart.items.find((l: { product_id: number }) => l.product_id === id);
    expect(lineOf(withPhoto.id).photo).toMatchObject({
      alt: 'A one-size piece',
      src: expect.stringMatching(/\.webp$/),
    });
    expect(lineOf(without.id).photo).toBeNull();
    const wishlist = (await t.app.inject({ method: 'GET', url: '/api/wishlist/list', headers: customer.auth })).json()
      .data.wishlist;
    const itemOf = (id: number) => wishlist.find((i: { product_id: number }) => i.product_id === id);
    expect(itemOf(withPhoto.id).photo.alt).toBe('A one-size piece');
    expect(itemOf(without.id).photo).toBeNull();
  });
});

describe('the audit log of photo changes', () => {
  it('records every upload, change and deletion with who, the request id, before and after, and no bytes', async () => {
    const owner = await as('owner');
    const { photo } = await uploaded(P[13], small, 'Audited ring', owner);
    await patch(P[13], photo.id, { alt: 'Audited ring, renamed' }, owner);
    await remove(P[13], photo.id, owner);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(P[13]))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual(['product.photo.add', 'product.photo.update', 'product.photo.delete']);
    for (const row of rows) {
      expect(row.staffId).toBe(members.owner.id);
      expect(row.requestId).toBeTruthy();
      expect(JSON.stringify([row.before, row.after]).length).toBeLessThan(400);
    }
    expect(rows[1]?.before).toMatchObject({ alt: 'Audited ring' });
    expect(rows[1]?.after).toMatchObject({ alt: 'Audited ring, renamed' });
    expect(rows[2]?.before).toMatchObject({ id: photo.id, primary: true });
  });
});
