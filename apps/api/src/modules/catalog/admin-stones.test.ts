/**
 * A piece's stones as staff enter them (issue 28): the product editor's PATCH takes `stones` (the 4Cs, natural or
 * lab-grown, the lab and report number), the answer and the storefront show them with the verify link built from the
 * lab's own report-check address, and a stone that makes no sense is a 400 naming its field.
 */
import { STONE_MESSAGES } from '@lumen/contract/stones';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { openShop } from '../../test/shopping-fixtures';
import { addStaff, bearer, signInStaff, testClock } from '../../test/staff';

const clock = testClock();
let t: TestApp;
let token: string;
let ringId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '0' }, now: clock.now });
  await openShop(t);
  token = await signInStaff(t, clock, await addStaff(t, 'manager'));
  const [ring] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'aurora-solitaire-ring'));
  ringId = ring?.id ?? 0;
});
afterAll(() => t.close());

const patch = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/products/${ringId}`, headers: bearer(token), payload });

const CENTRE = {
  kind: 'diamond',
  shape: 'oval',
  carat: 1.02,
  count: 1,
  colour: 'F',
  clarity: 'VS1',
  origin: 'lab-grown',
  certificate: { lab: 'GIA', report_number: '2141438171', pdf_url: 'https://example.com/2141438171.pdf' },
};
const HALO = { kind: 'diamond', shape: 'round', carat: 0.3, count: 18, origin: 'lab-grown' };

describe('PATCH /api/admin/products/{id}: stones', () => {
  it('keeps the stones staff enter, centre first, with the lab’s verify link, and the storefront shows them', async () => {
    const res = await patch({ stones: [CENTRE, HALO] });
    expect(res.statusCode, res.body).toBe(200);
    const verify = 'https://www.gia.edu/report-check?reportno=2141438171';
    expect(res.json().data.product.stones).toEqual([
      { ...CENTRE, certificate: { ...CENTRE.certificate, verify_url: verify } },
      HALO,
    ]);
    const page = (await t.app.inject({ method: 'GET', url: `/api/catalog/products/${ringId}` })).json().data;
    expect(page.stones[0]).toMatchObject({ shape: 'oval', carat: 1.02, certificate: { verify_url: verify } });
    expect(page.stones[1]).toEqual(HALO);
  });

  it('refuses a stone that makes no sense with 400 naming the field, and changes nothing', async () => {
    const before = (await patch({ stones: [HALO] })).json().data.product.stones;
    const cases: [object, string][] = [
      [{ ...HALO, kind: 'ruby', colour: 'F' }, `stones.0.colour: ${STONE_MESSAGES.gradesDiamondOnly}`],
      [{ ...HALO, carat: null }, `stones.0.carat: ${STONE_MESSAGES.caratRequired}`],
      [
        { ...CENTRE, certificate: { lab: 'IGI', report_number: 'LG 1<2' } },
        `report_number: ${STONE_MESSAGES.reportNumber}`,
      ],
      [{ ...CENTRE, certificate: { lab: 'XYZ', report_number: 'LG1234' } }, 'stones.0.certificate.lab'],
      [
        { ...CENTRE, certificate: { lab: 'IGI', report_number: 'LG1234', verify_url: 'https://evil.test' } },
        'stones.0.certificate',
      ],
      [{ ...HALO, count: 0 }, 'stones.0.count'],
    ];
    for (const [stone, words] of cases) {
      const res = await patch({ stones: [stone] });
      expect(res.statusCode, JSON.stringify(stone)).toBe(400);
      expect(res.json().message).toContain(words);
    }
    const pearl = await patch({
      stones: [{ kind: 'pearl', shape: 'round', carat: null, count: 1, origin: 'natural' }],
    });
    expect(pearl.statusCode, 'a pearl is measured in millimetres, not carats').toBe(200);
    expect((await patch({ stones: before })).statusCode).toBe(200);
  });
});
