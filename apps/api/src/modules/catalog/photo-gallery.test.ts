/**
 * Product photos after the upload: the back office's gallery list, changing, moving, making primary and deleting a
 * photo, the primary photo on the customer's cart and wishlist lines, and an audit row (without bytes) for every
 * change.
 */
import { ADMIN_PHOTO_MESSAGES } from '@lumen/contract/admin-photos';
import type { StaffRole } from '@lumen/contract/admin-roles';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import type { TestApp } from '../../test/harness';
import { type AdminPhotoAnswer, type PieceIds, usePhotoAdmin } from '../../test/photo-admin';
import { ringPhoto } from '../../test/photos';
import { catalogPieces } from '../../test/shopping-fixtures';
import type { TestStaff } from '../../test/staff';

let t: TestApp;
let P: PieceIds;
let small: Buffer;
let members: Record<StaffRole, TestStaff>;
const { as, uploaded, patch, list, remove, product, gallery } = usePhotoAdmin((opened) => {
  ({ t, P, small, members } = opened);
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

  it('tags a photo with the metal it shows, which the storefront answers; null is any metal again', async () => {
    const owner = await as('owner');
    const { photo } = await uploaded(P[0], small, 'Ring in rose gold', owner);
    const tagged = await patch(P[0], photo.id, { metal: 'Rose Gold' }, owner);
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().data.photos[0]).toMatchObject({ id: photo.id, metal: 'Rose Gold' });
    expect((await product(P[0])).photos.map((p) => [p.alt, p.metal])).toEqual([['Ring in rose gold', 'Rose Gold']]);
    expect((await patch(P[0], photo.id, { metal: 'Copper' }, owner)).statusCode).toBe(400);
    await patch(P[0], photo.id, { metal: null }, owner);
    expect((await product(P[0])).photos[0]?.metal).toBeNull();
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
    const [withPhoto, without] = (await catalogPieces(t, 19, false)).filter((piece) => !used.has(piece.id));
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
