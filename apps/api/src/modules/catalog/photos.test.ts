/**
 * Product photos through the back office: the role matrix of every photo route, what an upload must be (type from
 * the content, size, pixels, alt text), the files served with long-cache headers, the storefront's product answer,
 * and parallel uploads to one product. The gallery's changes and their audit rows: photo-gallery.test.ts; the
 * encoding's job (the answer before it, a file it cannot encode): photo-jobs.test.ts.
 */
import { ADMIN_MESSAGES } from '@lumen/contract/admin';
import { ADMIN_PHOTO_MESSAGES, PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, productPhotoUrl } from '@lumen/contract/admin-photos';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { WEB_ROUTES } from '@lumen/contract/routes';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { type PieceIds, usePhotoAdmin } from '../../test/photo-admin';
import { multipartBody, photoUpload, pixelBomb, ringPhoto } from '../../test/photos';
import { bearer } from '../../test/staff';
import { productPageHints } from './page-hints';
import { photoWidths } from './photo-encode';
import { createPhotoRepository } from './photo-repository';
import { storefrontPhotos } from './photo-service';
import { createCatalogRepository } from './repository';
import { createCatalogService } from './service';

let t: TestApp;
let P: PieceIds;
let small: Buffer;
const { as, upload, uploaded, patch, list, remove, product, gallery } = usePhotoAdmin((opened) => {
  ({ t, P, small } = opened);
});

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
});

describe('POST /api/admin/products/{id}/images: refused uploads, and parallel ones', () => {
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
    expect(rows.map((r) => r.status)).toEqual(['ready', 'ready', 'ready', 'ready', 'ready']);
  });
});
