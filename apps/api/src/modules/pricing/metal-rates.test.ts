/**
 * /api/admin/metal-rates: the owner and managers set a metal's rate at a purity and read the rates in force with
 * every rate set, who set it and when; each change is audited with the rate it replaced; a metal, a purity it is not
 * quoted in, or a rate that is not a whole positive number of minor units is refused and nothing is written.
 */
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { METAL_RATE_MESSAGES } from '@lumen/contract/metal-rates';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, metalRates } from '../../db/schema/index';
import type { TestApp } from '../../test/harness';
import { useStaffShop } from '../../test/staff-shop';

let t: TestApp;
const URL = '/api/admin/metal-rates';
const { members, as } = useStaffShop((opened) => {
  t = opened;
});
const post = async (role: StaffRole, payload: object) =>
  t.app.inject({ method: 'POST', url: URL, headers: await as(role), payload });
const list = async (role: StaffRole = 'owner') => t.app.inject({ method: 'GET', url: URL, headers: await as(role) });
const rowCount = async () => (await t.database.db.select().from(metalRates)).length;

describe('metal rates', () => {
  it('are the owner’s and the managers’ to read and set', async () => {
    for (const role of STAFF_ROLES) {
      const allowed = role === 'owner' || role === 'manager';
      expect((await list(role)).statusCode, role).toBe(allowed ? 200 : 403);
      const set = await post(role, { metal: 'Silver', purity: '925', rate_per_gram: 95 });
      expect(set.statusCode, role).toBe(allowed ? 200 : 403);
    }
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('keeps the newest rate of each metal and purity in force, and every rate set as history, with who and when', async () => {
    await post('owner', { metal: 'Gold', purity: '22k', rate_per_gram: 9_850 });
    const saved = await post('manager', { metal: 'Gold', purity: '22k', rate_per_gram: 9_910 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Gold 22k is now $99.10 a gram.');
    await post('owner', { metal: 'Gold', purity: '24k', rate_per_gram: 10_740 });
    await post('owner', { metal: 'Platinum', purity: '950', rate_per_gram: 4_120 });

    const { current, history } = (await list()).json().data;
    const gold22 = current.find((rate: { metal: string; purity: string }) => rate.purity === '22k');
    expect(gold22).toEqual({
      id: expect.any(Number),
      metal: 'Gold',
      purity: '22k',
      rate_per_gram: 9_910,
      source: 'staff',
      set_by: { id: members.manager.id, name: expect.stringMatching(/^manager /) },
      set_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // In the order rates are quoted: gold from 24k down, then platinum, then silver.
    expect(current.map((rate: { metal: string; purity: string }) => `${rate.metal} ${rate.purity}`)).toEqual([
      'Gold 24k',
      'Gold 22k',
      'Platinum 950',
      'Silver 925',
    ]);
    expect(history.slice(0, 4).map((rate: { rate_per_gram: number }) => rate.rate_per_gram)).toEqual([
      4_120, 10_740, 9_910, 9_850,
    ]);
    expect(history[2].set_by.id).toBe(members.manager.id);
    expect(history[3].set_by.id).toBe(members.owner.id);
  });

  it('audits each change with the rate it replaced', async () => {
    await post('owner', { metal: 'Gold', purity: '18k', rate_per_gram: 8_000 });
    await post('owner', { metal: 'Gold', purity: '18k', rate_per_gram: 8_060 });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pricing.metal_rate_set'), eq(auditLog.entityId, 'Gold 18k')));
    expect(rows.map((row) => [row.staffId, row.before, row.after])).toEqual([
      [members.owner.id, null, { rate_per_gram: 8_000 }],
      [members.owner.id, { rate_per_gram: 8_000 }, { rate_per_gram: 8_060 }],
    ]);
  });

  it('refuses a metal, a purity it is not quoted in, or a rate that is not whole and positive, writing nothing', async () => {
    const before = await rowCount();
    const cases: [object, string][] = [
      [{ metal: 'Copper', purity: '925', rate_per_gram: 10 }, `metal: ${METAL_RATE_MESSAGES.metal}`],
      [{ metal: 'Platinum', purity: '22k', rate_per_gram: 10 }, `purity: ${METAL_RATE_MESSAGES.purity('Platinum')}`],
      [{ metal: 'Gold', purity: '23k', rate_per_gram: 10 }, `purity: ${METAL_RATE_MESSAGES.anyPurity}`],
      [{ metal: 'Rose Gold', purity: '14k', rate_per_gram: 10 }, `metal: ${METAL_RATE_MESSAGES.metal}`],
      [{ metal: 'Gold', purity: '14k', rate_per_gram: 0 }, `rate_per_gram: ${METAL_RATE_MESSAGES.ratePerGram}`],
      [{ metal: 'Gold', purity: '14k', rate_per_gram: 61.5 }, `rate_per_gram: ${METAL_RATE_MESSAGES.ratePerGram}`],
      [
        { metal: 'Gold', purity: '14k', rate_per_gram: 10_000_001 },
        `rate_per_gram: ${METAL_RATE_MESSAGES.ratePerGram}`,
      ],
      [{ metal: 'Gold', purity: '14k' }, `rate_per_gram: ${METAL_RATE_MESSAGES.ratePerGram}`],
    ];
    for (const [payload, message] of cases) {
      const res = await post('owner', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message });
    }
    expect(await rowCount()).toBe(before);
  });

  it('records each of many rates set at once, each audited with the one it really replaced', async () => {
    const rates = Array.from({ length: 8 }, (_, i) => 7_000 + i);
    const headers = await as('owner');
    const answers = await Promise.all(
      rates.map((rate) =>
        t.app.inject({
          method: 'POST',
          url: URL,
          headers,
          payload: { metal: 'Gold', purity: '9k', rate_per_gram: rate },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(rates.map(() => 200));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pricing.metal_rate_set'), eq(auditLog.entityId, 'Gold 9k')))
      .orderBy(auditLog.id);
    // A chain: each change's "before" is the previous change's "after".
    const chain = audit.map((row) => [
      (row.before as { rate_per_gram: number } | null)?.rate_per_gram ?? null,
      (row.after as { rate_per_gram: number }).rate_per_gram,
    ]);
    expect(chain).toHaveLength(8);
    for (const [i, [before]] of chain.entries()) expect(before).toBe(i === 0 ? null : chain[i - 1]?.[1]);
  });
});
