/**
 * An audit entry's change in words, for the audit log: one line per field that changed ("Price: $120.00 → $125.00"),
 * or the fields of a record made or removed ("Code: WELCOME10"). Field names become words (a few known ones by name,
 * the rest from their snake or camel case); values are written by kind: money in minor units, yes and no, times on the
 * shop's clock, lists summed up. What does not fit in a few lines stays in the raw record, which the screen keeps one
 * click away.
 */
import type { AuditEntry } from '@lumen/contract/admin';
import { formatCents, rateWords } from '@lumen/contract/money';
import { shopTimeZoned } from './components/shop-time';

export type ChangeLine =
  | { kind: 'changed'; field: string; before: string; after: string }
  /** It had no value (null, or not recorded) and now has one. */
  | { kind: 'set'; field: string; after: string }
  /** It had a value and now is null. */
  | { kind: 'cleared'; field: string; before: string }
  /** It had a value and the record after the change does not say (only what changed was kept). */
  | { kind: 'was'; field: string; before: string }
  /** A field of a record made, removed or acted on. */
  | { kind: 'value'; field: string; value: string }
  /** An item of a list, by its name, added or removed. */
  | { kind: 'added' | 'removed'; field: string };

export type AuditChange = { lines: ChangeLine[] /** Lines left out, to read in the raw record. */; more: number };

type Fields = Record<string, unknown>;
export type AuditWordsOptions = { staffName?: (id: string) => string | undefined };

/** How many lines an entry shows; how many an item of a list may add before the list is summed up instead. */
const MAX_LINES = 8;
const MAX_ITEM_LINES = 4;
const MAX_TEXT = 80;

const FIELD_WORDS: Record<string, string> = {
  original_price: 'Original price',
  min_subtotal: 'Minimum subtotal',
  pay_on_delivery_max: 'Pay on delivery up to',
  rate_per_gram: 'Rate a gram',
  rate_micros: 'Rate',
  made_to_order_days: 'Made to order',
  usage_limit: 'Uses in all',
  per_customer_limit: 'Uses per customer',
  starts_at: 'Starts',
  ends_at: 'Ends',
  expires_at: 'Link works until',
  shipped_at: 'Shipped',
  delivered_at: 'Delivered',
  cancelled_at: 'Cancelled',
  featured: 'On the banner',
  title: 'Banner headline',
  hsn: 'HSN code',
  rate_percent: 'GST rate',
  max_jump_percent: 'Largest move without a person',
  prices_include_tax: 'Prices include GST',
  url: 'Feed address',
  tracking_url: 'Tracking link',
  faqs: 'FAQs',
  alt: 'Alt text',
  weight_g: 'Weight',
  invited_by: 'Invited by',
  duplicated_from: 'Copied from piece',
};

const MONEY = new Set([
  'price',
  'original_price',
  'min_subtotal',
  'pay_on_delivery_max',
  'rate_per_gram',
  'stones_value',
  'other_value',
  'total',
  'subtotal',
  'amount',
]);
const PERCENT = new Set(['rate_percent', 'max_jump_percent']);
const STAFF_IDS = new Set(['invited_by', 'staff_id', 'set_by']);
const NOUNS: Record<string, [string, string]> = {
  variants: ['variant', 'variants'],
  stock: ['size', 'sizes'],
  sizes: ['size', 'sizes'],
  images: ['image', 'images'],
  faqs: ['question', 'questions'],
  stones: ['stone', 'stones'],
};
/** Fields a record made or removed shows first: what names it and what it costs. */
const FIRST = ['name', 'code', 'email', 'title', 'role', 'status', 'kind', 'value', 'price', 'rate_per_gram'];
/** The fields an item of a list is known by, in order of preference. */
const ITEM_KEYS = ['sku', 'size', 'code', 'id'];

const ACRONYMS: Record<string, string> = { id: 'ID', url: 'URL', sku: 'SKU', huid: 'HUID', hsn: 'HSN', gst: 'GST' };
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "made_to_order_days" or "madeToOrderDays" → "Made to order days"; known acronyms in capitals. */
export function fieldWords(key: string): string {
  if (FIELD_WORDS[key]) return FIELD_WORDS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const absent = (value: unknown) => value === null || value === undefined;
const empty = (value: unknown) => absent(value) || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const plural = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

function short(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX_TEXT ? `${line.slice(0, MAX_TEXT - 1).trimEnd()}…` : line;
}

/** A value in words, by its field (`key`) and the record it sits in (a coupon's value is a percentage or money). */
export function valueWords(key: string, value: unknown, record: Fields = {}, options: AuditWordsOptions = {}): string {
  if (absent(value) || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (key === 'value' && record.kind === 'percent') return `${value}%`;
    if (key === 'value' && record.kind === 'amount') return formatCents(value);
    if (key === 'making_charge' || key === 'original_making_charge') {
      return record.making_type === 'percent' ? `${value}%` : `${formatCents(value)} a gram`;
    }
    if (MONEY.has(key)) return formatCents(value);
    if (PERCENT.has(key)) return `${value}%`;
    if (key === 'rate_micros') return rateWords(value);
    if (key === 'weight_g') return `${value} g`;
    if (key === 'made_to_order_days') return plural(value, ['day', 'days']);
    return String(value);
  }
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return shopTimeZoned(value);
    if (UUID.test(value)) return (STAFF_IDS.has(key) ? options.staffName?.(value) : undefined) ?? value.slice(0, 8);
    return short(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    if (key === 'stock' && value.every((line) => isRecord(line) && typeof line.quantity === 'number')) {
      const onHand = (value as Fields[]).reduce((sum, line) => sum + Number(line.quantity), 0);
      return value.length === 1
        ? `${onHand} on hand`
        : `${onHand} on hand in ${plural(value.length, ['size', 'sizes'])}`;
    }
    if (value.every((item) => !isRecord(item) && !Array.isArray(item))) {
      return short(value.map((item) => valueWords(key, item, record, options)).join(', '));
    }
    return plural(value.length, NOUNS[key] ?? ['item', 'items']);
  }
  if (isRecord(value)) return plural(Object.keys(value).length, ['field', 'fields']);
  return short(String(value));
}

/** The field that names the items of two lists, when every item has one and no two share it. */
function itemKey(before: unknown[], after: unknown[]): string | undefined {
  const items = [...before, ...after];
  if (!items.every(isRecord)) return undefined;
  return ITEM_KEYS.find((key) =>
    [before, after].every((list) => {
      const names = (list as Fields[]).map((item) => item[key]);
      return (
        names.every((name) => typeof name === 'string' || typeof name === 'number') &&
        new Set(names).size === names.length
      );
    }),
  );
}

const itemName = (key: string, name: unknown) => (key === 'size' ? (name === '' ? '' : `Size ${name}`) : String(name));
const join = (path: string[]) => path.filter(Boolean).join(' › ');

type Walk = { path: string[]; key: string; before: Fields; after: Fields; options: AuditWordsOptions };

/** The lines of a list that changed: item by item where its items have names and few changed, else summed up. */
function listLines(before: unknown[], after: unknown[], walk: Walk): ChangeLine[] {
  const field = join(walk.path);
  const noun = NOUNS[walk.key] ?? ['item', 'items'];
  const key = itemKey(before, after);
  if (key) {
    const byName = (list: unknown[]) => new Map((list as Fields[]).map((item) => [String(item[key]), item]));
    const was = byName(before);
    const now = byName(after);
    const lines: ChangeLine[] = [];
    // An item without a name (the one stock line of a piece without sizes) is added or removed as a count.
    let unnamed = false;
    for (const [name, item] of was) {
      const path = [...walk.path, itemName(key, item[key])];
      const next = now.get(name);
      if (next) lines.push(...recordLines(item, next, path, walk.options));
      else if (name === '') unnamed = true;
      else lines.push({ kind: 'removed', field: join(path) });
    }
    for (const [name, item] of now) {
      if (was.has(name)) continue;
      if (name === '') unnamed = true;
      else lines.push({ kind: 'added', field: join([...walk.path, itemName(key, item[key])]) });
    }
    if (!unnamed && lines.length <= MAX_ITEM_LINES) return lines;
  }
  if (before.length !== after.length) {
    return [{ kind: 'changed', field, before: plural(before.length, noun), after: plural(after.length, noun) }];
  }
  const changed = before.filter((item, i) => !same(item, after[i])).length;
  return [{ kind: 'value', field, value: `${changed} of ${plural(after.length, noun)} changed` }];
}

/** The lines of one field that differs, at `walk.path`. */
function fieldLines(was: unknown, now: unknown, walk: Walk): ChangeLine[] {
  if (same(was, now)) return [];
  if (isRecord(was) && isRecord(now)) return recordLines(was, now, walk.path, walk.options);
  if (Array.isArray(was) && Array.isArray(now)) {
    const primitives = [...was, ...now].every((item) => !isRecord(item) && !Array.isArray(item));
    if (!primitives) return listLines(was, now, walk);
  }
  const field = join(walk.path);
  const words = (value: unknown, record: Fields) => valueWords(walk.key, value, record, walk.options);
  if (absent(was)) return [{ kind: 'set', field, after: words(now, walk.after) }];
  if (now === null) return [{ kind: 'cleared', field, before: words(was, walk.before) }];
  if (now === undefined) return [{ kind: 'was', field, before: words(was, walk.before) }];
  return [{ kind: 'changed', field, before: words(was, walk.before), after: words(now, walk.after) }];
}

/** The fields that differ between two records, in the order the record after the change lists them. */
function recordLines(before: Fields, after: Fields, path: string[], options: AuditWordsOptions): ChangeLine[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.flatMap((key) =>
    fieldLines(before[key], after[key], { path: [...path, fieldWords(key)], key, before, after, options }),
  );
}

/** A record made, removed or acted on: its fields with a value, those that name it first, nested fields flattened. */
function valueLines(record: Fields, path: string[], options: AuditWordsOptions): ChangeLine[] {
  const rank = (key: string) => (FIRST.includes(key) ? FIRST.indexOf(key) : FIRST.length);
  const keys = Object.keys(record)
    .filter((key) => !(path.length === 0 && key === 'id') && !empty(record[key]))
    .sort((a, b) => rank(a) - rank(b));
  return keys.flatMap((key): ChangeLine[] => {
    const value = record[key];
    const at = [...path, fieldWords(key)];
    if (isRecord(value)) return valueLines(value, at, options);
    return [{ kind: 'value', field: join(at), value: valueWords(key, value, record, options) }];
  });
}

/** The entry's change as lines, at most MAX_LINES of them; `more` counts the rest. */
export function auditChange(entry: Pick<AuditEntry, 'before' | 'after'>, options: AuditWordsOptions = {}): AuditChange {
  const { before, after } = entry;
  let lines: ChangeLine[];
  if (absent(before) && absent(after)) lines = [];
  else if (isRecord(before) && isRecord(after)) {
    // A record with nothing in common with the one before is two facts (a copy and what it copied), not a change.
    const shared = Object.keys(before).some((key) => key in after);
    lines = shared
      ? recordLines(before, after, [], options)
      : [...valueLines(before, [], options), ...valueLines(after, [], options)];
  } else if (absent(before) && isRecord(after)) lines = valueLines(after, [], options);
  else if (isRecord(before) && absent(after)) lines = valueLines(before, [], options);
  else lines = fieldLines(before, after, { path: ['Value'], key: 'value', before: {}, after: {}, options });
  return { lines: lines.slice(0, MAX_LINES), more: Math.max(0, lines.length - MAX_LINES) };
}

/** A line as one sentence: "Price: $120.00 → $125.00", "Tracking link: set to https://…". */
export function changeText(line: ChangeLine): string {
  return `${line.field}: ${changeValue(line)}`;
}

/** What a line says of its field: "$120.00 → $125.00", "set to …", "cleared (was …)". */
export function changeValue(line: ChangeLine): string {
  switch (line.kind) {
    case 'changed':
      return `${line.before} → ${line.after}`;
    case 'set':
      return `set to ${line.after}`;
    case 'cleared':
      return `cleared (was ${line.before})`;
    case 'was':
      return `was ${line.before}`;
    case 'value':
      return line.value;
    case 'added':
      return 'added';
    case 'removed':
      return 'removed';
  }
}
