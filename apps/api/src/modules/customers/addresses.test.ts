import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index';
import { signedInCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
});
afterAll(() => t.close());

const address = (line: string, type: 'Home' | 'Work' | 'Other' = 'Home') => ({
  address_line_1: line,
  address_line_2: 'Near the clock tower',
  city: 'Jaipur',
  state: 'Rajasthan',
  country: 'India',
  postal_code: '302001',
  address_type: type,
});

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
const add = (c: Customer, line: string, type?: 'Home' | 'Work' | 'Other') =>
  t.app.inject({ method: 'POST', url: '/api/user/userAddress', headers: c.auth, payload: address(line, type) });
const list = async (c: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/ManageAddress/list', headers: c.auth })).json().data as {
    id: number;
    address_line_1: string;
    primary: 0 | 1;
  }[];

describe('addresses', () => {
  it('saves addresses; the first becomes primary and account/userAddress returns it', async () => {
    const c = await signedInCustomer(t);
    const none = await t.app.inject({ method: 'GET', url: '/api/account/userAddress', headers: c.auth });
    expect(none.json()).toMatchObject({ status: true, data: null });
    const first = await add(c, '1 MI Road');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ address_line_1: '1 MI Road', primary: 1, address_type: 'Home' });
    expect((await add(c, '2 Park Street', 'Work')).json().data.primary).toBe(0);
    const primary = await t.app.inject({ method: 'GET', url: '/api/account/userAddress', headers: c.auth });
    expect(primary.json().data).toMatchObject({ address_line_1: '1 MI Road', city: 'Jaipur', primary: 1 });
  });

  it('validates every field with its label', async () => {
    const c = await signedInCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/userAddress',
      headers: c.auth,
      payload: { ...address('x'), city: ' ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('city: City is required');
  });

  it('edits, sets primary (with an empty JSON body) and deletes; deleting the primary promotes the newest', async () => {
    const c = await signedInCustomer(t);
    const a = (await add(c, 'A')).json().data.id;
    const b = (await add(c, 'B')).json().data.id;
    const cId = (await add(c, 'C')).json().data.id;
    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/ManageAddress/edit/${b}`,
      headers: c.auth,
      payload: address('B, second floor', 'Other'),
    });
    expect(edited.json().data).toMatchObject({ id: b, address_line_1: 'B, second floor', address_type: 'Other' });
    const setPrimary = await t.app.inject({
      method: 'POST',
      url: `/api/ManageAddress/setPrimary/${b}`,
      headers: { ...c.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(setPrimary.statusCode, setPrimary.body).toBe(200);
    expect((await list(c)).filter((x) => x.primary === 1).map((x) => x.id)).toEqual([b]);
    await t.app.inject({ method: 'DELETE', url: `/api/ManageAddress/delete/${b}`, headers: c.auth });
    const after = await list(c);
    expect(after.map((x) => x.id).sort()).toEqual([a, cId].sort());
    expect(after.find((x) => x.primary === 1)?.id).toBe(cId);
  });

  it('keeps exactly one primary under 20 parallel set-primary calls', async () => {
    const c = await signedInCustomer(t);
    const ids: number[] = [];
    for (const line of ['P1', 'P2', 'P3', 'P4']) ids.push((await add(c, line)).json().data.id);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: `/api/ManageAddress/setPrimary/${ids[i % 4]}`, headers: c.auth }),
      ),
    );
    expect((await list(c)).filter((x) => x.primary === 1)).toHaveLength(1);
  });

  it('answers 404 for another customer’s address on read, edit, delete and set-primary', async () => {
    const owner = await signedInCustomer(t);
    const other = await signedInCustomer(t);
    const id = (await add(owner, 'Mine')).json().data.id;
    for (const [method, url, payload] of [
      ['POST', `/api/ManageAddress/edit/${id}`, address('Stolen')],
      ['DELETE', `/api/ManageAddress/delete/${id}`, undefined],
      ['POST', `/api/ManageAddress/setPrimary/${id}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(404);
    }
    expect(await list(other)).toEqual([]);
    expect((await list(owner))[0]).toMatchObject({ id, address_line_1: 'Mine', primary: 1 });
  });

  it('keeps at most 50 addresses a customer: the 51st is 409 with a clear message', async () => {
    const c = await signedInCustomer(t);
    for (let i = 1; i <= 50; i++) expect((await add(c, `${i} Hawa Mahal Road`)).statusCode, `address ${i}`).toBe(201);
    const refused = await add(c, '51 Hawa Mahal Road');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: false,
      message: 'You can save up to 50 addresses. Delete one you no longer need to add another.',
    });
    const kept = await list(c);
    expect(kept).toHaveLength(50);
    expect(kept.filter((x) => x.primary === 1)).toHaveLength(1);
    // Deleting one makes room for one.
    const [oldest] = kept.slice(-1);
    await t.app.inject({ method: 'DELETE', url: `/api/ManageAddress/delete/${oldest?.id}`, headers: c.auth });
    expect((await add(c, '51 Hawa Mahal Road')).statusCode).toBe(201);
    expect((await add(c, '52 Hawa Mahal Road')).statusCode).toBe(409);
  });

  it('never passes 50 addresses under parallel adds', async () => {
    const c = await signedInCustomer(t);
    await t.database.db.insert(addresses).values(
      Array.from({ length: 47 }, (_, i) => ({
        userId: c.id,
        addressLine1: `${i} Johari Bazaar`,
        addressLine2: 'Near the clock tower',
        city: 'Jaipur',
        state: 'Rajasthan',
        country: 'India',
        postalCode: '302001',
        addressType: 'Home' as const,
        isPrimary: i === 0,
      })),
    );
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => add(c, `Parallel ${i}`)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await list(c)).toHaveLength(50);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ManageAddress/list' })).statusCode).toBe(401);
  });
});
