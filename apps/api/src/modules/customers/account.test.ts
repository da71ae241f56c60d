import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';
import { createAuthRepository } from '../auth/repository';
import { AVATAR_MESSAGES } from './avatar';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
const edit = (c: Customer, id: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/account/edit/${id}`, headers: c.auth, payload: body });

async function pngDataUrl(extra = Buffer.alloc(0)) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#b08d57' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .toBuffer();
  return `data:image/png;base64,${Buffer.concat([png, extra]).toString('base64')}`;
}

describe('account/userData and account/edit/{id}', () => {
  it('reads the profile with the spec’s fields', async () => {
    const c = await signedInCustomer(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: c.auth });
    expect(res.json().data).toEqual({
      id: c.id,
      name: c.name,
      email: c.email,
      Mobile_number: c.Mobile_number,
      image: null,
      email_verified: true,
      mobile_verified: false,
      has_password: true,
      pending_email: null,
      pending_mobile: null,
      google_email: null,
    });
  });

  it('saves the profile and a PNG picture, re-encoded without metadata and served from its URL', async () => {
    const c = await signedInCustomer(t);
    const res = await edit(c, c.id, {
      name: 'Meera Rao',
      email: c.email,
      Mobile_Number: c.Mobile_number,
      image_base64_value: await pngDataUrl(Buffer.from('<html><script>alert(1)</script></html>')),
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json().data;
    expect(profile).toMatchObject({ name: 'Meera Rao', image: expect.stringMatching(/^\/media\/avatars\/.+\.webp$/) });
    const picture = await t.app.inject({ method: 'GET', url: profile.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(picture.rawPayload.includes(Buffer.from('secret camera owner'))).toBe(false);
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it.each([
    [
      'an SVG',
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
      AVATAR_MESSAGES.type,
    ],
    [
      'HTML claiming to be a PNG',
      `data:image/png;base64,${Buffer.from('<html>hi</html>').toString('base64')}`,
      AVATAR_MESSAGES.type,
    ],
    [
      'a truncated PNG',
      `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`,
      AVATAR_MESSAGES.unreadable,
    ],
    [
      'a picture over 2 MB',
      `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}`,
      null,
    ],
  ])('refuses %s with 400 and keeps the profile', async (_label, image, message) => {
    const c = await signedInCustomer(t);
    const res = await edit(c, c.id, {
      name: 'Changed',
      email: c.email,
      Mobile_Number: c.Mobile_number,
      image_base64_value: image,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    const profile = await t.app.inject({ method: 'GET', url: '/api/account/userData', headers: c.auth });
    expect(profile.json().data).toMatchObject({ name: c.name, image: null });
  });

  it('edits only the own profile (404 otherwise) and keeps proved e-mails and mobile numbers unique', async () => {
    const a = await signedInCustomer(t);
    const b = await signedInCustomer(t);
    await createAuthRepository(t.database.db).proveIdentifier(
      b.id,
      { kind: 'mobile', value: b.Mobile_number },
      async () => undefined,
    );
    const proof = { current_password: a.password };
    expect((await edit(a, b.id, { name: 'X', email: b.email, Mobile_Number: b.Mobile_number })).statusCode).toBe(404);
    const taken = await edit(a, a.id, {
      name: 'A',
      email: b.email.toUpperCase(),
      Mobile_Number: a.Mobile_number,
      ...proof,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^email: /);
    const mobile = await edit(a, a.id, { name: 'A', email: a.email, Mobile_Number: b.Mobile_number, ...proof });
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json().message).toMatch(/^Mobile_Number: /);
  });
});
