/**
 * The product editor's stones as form values and back: one row per stone (its kind, shape, carat, count, the 4Cs of a
 * diamond, natural or lab-grown, the lab, report number and report PDF), keyed like the FAQs so rows can be added and
 * removed. The contract's StoneInputSchema checks the result; a number that is not one is sent as NaN, which it
 * refuses under its field. The verify link is the API's to build, from the lab and the report number.
 */
import type { AdminProduct, AdminProductCreate } from '@lumen/contract/admin-catalogue';
import {
  CUT_GRADES,
  DIAMOND_CLARITIES,
  DIAMOND_COLOURS,
  LAB_NAMES,
  ORIGINS,
  SHAPE_LABELS,
  STONE_KIND_LABELS,
  STONE_KINDS,
  STONE_SHAPES,
} from '@lumen/contract/stone-words';
import type { ProductFormValues } from './catalogue-form';

export const STONE_FIELDS = [
  'kind',
  'shape',
  'carat',
  'count',
  'colour',
  'clarity',
  'cut',
  'origin',
  'lab',
  'report',
  'pdf',
] as const;
export type StoneField = (typeof STONE_FIELDS)[number];

/** A stone row's form name: `st_<key>_<field>`. */
export const stoneName = (key: string, field: StoneField) => `st_${key}_${field}`;

/** The choices of each select of a stone row ('' is "none" where a stone may lack it). */
export const STONE_CHOICES = {
  kind: STONE_KINDS.map((kind) => [kind, STONE_KIND_LABELS[kind]] as const),
  shape: STONE_SHAPES.map((shape) => [shape, SHAPE_LABELS[shape]] as const),
  colour: [['', 'Not graded'], ...DIAMOND_COLOURS.map((colour) => [colour, colour] as const)],
  clarity: [['', 'Not graded'], ...DIAMOND_CLARITIES.map((clarity) => [clarity, clarity] as const)],
  cut: [['', 'Not graded'], ...CUT_GRADES.map((cut) => [cut, cut] as const)],
  origin: ORIGINS.map((origin) => [origin, origin === 'lab-grown' ? 'Lab-grown' : 'Natural'] as const),
  lab: [['', 'No certificate'], ...LAB_NAMES.map((lab) => [lab, lab] as const)],
} satisfies Partial<Record<StoneField, readonly (readonly [string, string])[]>>;

/** A new row: a lab-grown round diamond of no stated weight yet. */
export const NEW_STONE: Record<StoneField, string> = {
  kind: 'diamond',
  shape: 'round',
  carat: '',
  count: '1',
  colour: '',
  clarity: '',
  cut: '',
  origin: 'lab-grown',
  lab: '',
  report: '',
  pdf: '',
};

export function newStoneValues(key: string): ProductFormValues {
  return Object.fromEntries(STONE_FIELDS.map((field) => [stoneName(key, field), NEW_STONE[field]]));
}

/** A product's stones as form values, with their row keys in order. */
export function stoneValues(stones: AdminProduct['stones']): { values: ProductFormValues; keys: string[] } {
  const keys = stones.map((_, index) => `s${index}`);
  const values: ProductFormValues = {};
  stones.forEach((stone, index) => {
    const row: Record<StoneField, string> = {
      kind: stone.kind,
      shape: stone.shape,
      carat: stone.carat === null ? '' : String(stone.carat),
      count: String(stone.count),
      colour: stone.colour ?? '',
      clarity: stone.clarity ?? '',
      cut: stone.cut ?? '',
      origin: stone.origin,
      lab: stone.certificate?.lab ?? '',
      report: stone.certificate?.report_number ?? '',
      pdf: stone.certificate?.pdf_url ?? '',
    };
    for (const field of STONE_FIELDS) values[stoneName(`s${index}`, field)] = row[field];
  });
  return { values, keys };
}

const decimal = (text: string) => (/^\s*\d{1,3}(\.\d{1,3})?\s*$/.test(text) ? Number(text) : Number.NaN);
const whole = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The rows as the request's `stones`; an empty carat is "none" (a pearl's), which the schema allows only for pearls. */
export function stonesOfValues(values: ProductFormValues, keys: readonly string[]): AdminProductCreate['stones'] {
  return keys.map((key) => {
    const value = (field: StoneField) => (values[stoneName(key, field)] ?? '').trim();
    const optional = <T extends string>(field: StoneField) =>
      value(field) === '' ? {} : { [field]: value(field) as T };
    const lab = value('lab');
    const report = value('report');
    const pdf = value('pdf');
    return {
      kind: value('kind') as AdminProductCreate['stones'][number]['kind'],
      shape: value('shape') as AdminProductCreate['stones'][number]['shape'],
      carat: value('carat') === '' ? null : decimal(value('carat')),
      count: whole(value('count')),
      ...optional('colour'),
      ...optional('clarity'),
      ...optional('cut'),
      origin: value('origin') as AdminProductCreate['stones'][number]['origin'],
      ...(lab !== '' || report !== ''
        ? {
            certificate: {
              lab: lab as (typeof LAB_NAMES)[number],
              report_number: report,
              ...(pdf === '' ? {} : { pdf_url: pdf }),
            },
          }
        : {}),
    };
  });
}

const CERTIFICATE_FIELDS: Record<string, StoneField> = { lab: 'lab', report_number: 'report', pdf_url: 'pdf' };

/** The field of a problem under `stones` (the rest of a zod issue's path after 'stones'). */
export function stoneFieldOfIssue(path: readonly PropertyKey[], keys: readonly string[]): string {
  const [index, field, inner] = path;
  const key = typeof index === 'number' ? keys[index] : undefined;
  if (key === undefined) return stoneName(keys[0] ?? 's0', 'kind');
  if (field === 'certificate') return stoneName(key, CERTIFICATE_FIELDS[String(inner)] ?? 'lab');
  return stoneName(key, STONE_FIELDS.includes(field as StoneField) ? (field as StoneField) : 'kind');
}
