/**
 * The back office's clock: times shown on the shop's (India, IST) whatever the machine's zone — this file runs with
 * the process in Los Angeles — and a coupon's date and time read on the shop's clock, in a zone with summer time too.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  fromShopInput,
  SHOP_ZONE_LABEL,
  shopClock,
  shopDate,
  shopTime,
  shopTimeZoned,
  toShopInput,
  zoned,
} from '../components/shop-time';

const machineZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
  return before;
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

// 23:10 UTC on 27 November: 4:40 am on the 28th in India, 3:10 pm on the 27th in Los Angeles.
const AT = '2026-11-27T23:10:00.000Z';

describe('times on the shop’s clock', () => {
  it('the test machine is in Los Angeles', () => {
    expect(new Date(AT).getHours()).toBe(15);
  });

  it('names the zone IST, in headers and after a time', () => {
    expect(SHOP_ZONE_LABEL).toBe('IST');
    expect(zoned('Received')).toBe('Received (IST)');
    expect(shopTimeZoned(AT)).toBe('28 Nov 2026, 4:40 am IST');
  });

  it('shows the time, the day and the hour in India', () => {
    expect(shopTime(AT)).toBe('28 Nov 2026, 4:40 am');
    expect(shopDate(AT)).toBe('28 Nov 2026');
    expect(shopClock(AT)).toBe('4:40 am');
  });
});

describe('a date and time typed on the shop’s clock', () => {
  it.each([
    ['2026-11-28T04:40', AT],
    ['2026-12-01T10:00', '2026-12-01T04:30:00.000Z'],
    ['2027-01-01T00:00', '2026-12-31T18:30:00.000Z'],
  ])('%s in India is %s', (typed, instant) => {
    expect(fromShopInput(typed)).toBe(instant);
    expect(toShopInput(instant)).toBe(typed);
  });

  it.each([
    // London: GMT in winter, BST (+1) in summer; 01:30 on 29 March 2026 does not exist (the clock jumps to 02:00).
    ['2026-01-15T09:00', '2026-01-15T09:00:00.000Z'],
    ['2026-07-15T09:00', '2026-07-15T08:00:00.000Z'],
    ['2026-03-29T01:30', '2026-03-29T01:30:00.000Z'],
  ])('%s in London is %s', (typed, instant) => {
    expect(fromShopInput(typed, 'Europe/London')).toBe(instant);
  });

  it('reads London’s summer and winter back as typed', () => {
    expect(toShopInput('2026-07-15T08:00:00.000Z', 'Europe/London')).toBe('2026-07-15T09:00');
    expect(toShopInput('2026-01-15T09:00:00.000Z', 'Europe/London')).toBe('2026-01-15T09:00');
  });

  it.each(['', 'tomorrow', '2026-02-30T10:00', '2026-11-28T24:00', '2026-11-28'])('refuses “%s”', (typed) => {
    expect(fromShopInput(typed)).toBeNull();
  });
});
