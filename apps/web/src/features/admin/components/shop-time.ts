/**
 * Times in the back office, in one place: every instant is shown on the shop's clock (`SHOP.timeZone`), whatever the
 * browser's, and says so with the zone's short name ("IST"): a column of times in its header ("Received (IST)"), a
 * time among words after it ("works until 28 Nov 2026, 4:19 pm IST"). A date alone is the shop's day. A date and time
 * the back office takes (a coupon's start) is typed on the same clock and sent as the instant it names there. The
 * conversions take another zone for their tests (one with summer time).
 */
import { SHOP } from '@lumen/contract/shop';

const LOCALE = 'en-IN';
const zone = SHOP.timeZone;

/** The zone's short name without summer time ("IST"; "United Kingdom Time" for London), or its id where Intl has none. */
function zoneName(timeZone: string): string {
  for (const timeZoneName of ['shortGeneric', 'short'] as const) {
    try {
      const part = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName })
        .formatToParts(0)
        .find((p) => p.type === 'timeZoneName');
      if (part) return part.value;
    } catch {
      // An older browser without 'shortGeneric': the next style.
    }
  }
  return timeZone;
}

/** How the back office names the shop's clock: "IST". */
export const SHOP_ZONE_LABEL = zoneName(zone);

/** A column's header with the shop's zone: "Received (IST)". */
export const zoned = (header: string) => `${header} (${SHOP_ZONE_LABEL})`;

const timeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone });
const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: zone });
const clockFormat = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: zone });

/** "28 Nov 2026, 4:19 pm" on the shop's clock, under a header that names the zone (`zoned`). */
export const shopTime = (iso: string) => timeFormat.format(new Date(iso));

/** "28 Nov 2026, 4:19 pm IST": a time among words, with its zone. */
export const shopTimeZoned = (iso: string) => `${shopTime(iso)} ${SHOP_ZONE_LABEL}`;

/** "28 Nov 2026": the shop's day of an instant. */
export const shopDate = (iso: string) => dateFormat.format(new Date(iso));

/** "4:19 pm" on the shop's clock. */
export const shopClock = (iso: string) => clockFormat.format(new Date(iso));

const fieldFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's wall clock at an instant, as numbers. */
function wallClock(ms: number, timeZone: string) {
  let format = fieldFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    fieldFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far a zone's clock is ahead of UTC at an instant, in milliseconds (its summer time included). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const wall = wallClock(whole, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - whole;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value on the shop's clock, to the minute: "2026-11-28T16:19". */
export function toShopInput(iso: string, timeZone: string = zone): string {
  const wall = wallClock(new Date(iso).getTime(), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * A `datetime-local` value read on the shop's clock, as the ISO instant it names; null when it is no date and time.
 * The zone's offset is the one in force at that instant, so a zone with summer time gets the offset of that date; a
 * time its clock skips (the hour it springs forward) is read with the offset before the jump.
 */
export function fromShopInput(value: string, timeZone: string = zone): string | null {
  const match = INPUT.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  const same =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute;
  if (!same) return null;
  const offset = (ms: number) => offsetAt(ms, timeZone);
  let at = wall - offset(wall);
  at = wall - offset(at);
  if (at + offset(at) !== wall) at = wall - Math.min(offset(wall - DAY_MS), offset(wall + DAY_MS));
  return new Date(at).toISOString();
}
