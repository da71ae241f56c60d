/**
 * The product editor's stones as form rows and back (stones-form.ts): a certified centre stone and a halo round-trip,
 * rows go in the order of their keys, a pearl's empty carat is none, and each problem lands under its own field.
 */
import { AdminProductCreateSchema } from '@lumen/contract/admin-catalogue';
import type { Stone } from '@lumen/contract/stones';
import { describe, expect, it } from 'vitest';
import { bodyOfValues, EMPTY_PRODUCT_VALUES, fieldOfIssue, issueMessage } from '../catalogue-form';
import { newStoneValues, stoneName, stonesOfValues, stoneValues } from '../stones-form';

const CENTRE: Stone = {
  kind: 'diamond',
  shape: 'oval',
  carat: 1.02,
  count: 1,
  colour: 'F',
  clarity: 'VS1',
  origin: 'lab-grown',
  certificate: {
    lab: 'IGI',
    report_number: 'LG612345678',
    verify_url: 'https://www.igi.org/verify-your-report/?r=LG612345678',
    pdf_url: 'https://example.com/report.pdf',
  },
};
const HALO: Stone = { kind: 'diamond', shape: 'round', carat: 0.3, count: 18, origin: 'lab-grown' };

describe('the product editor’s stones', () => {
  it('round-trips the stones, in the order of their rows, leaving the verify link to the API', () => {
    const { values, keys } = stoneValues([CENTRE, HALO]);
    expect(keys).toEqual(['s0', 's1']);
    expect(values[stoneName('s0', 'carat')]).toBe('1.02');
    expect(values[stoneName('s1', 'lab')]).toBe('');
    const { verify_url: _, ...certificate } = CENTRE.certificate ?? { verify_url: '' };
    expect(stonesOfValues(values, ['s1', 's0'])).toEqual([HALO, { ...CENTRE, certificate }]);
  });

  it('adds a lab-grown round diamond row; a pearl’s empty carat is none', () => {
    const values = { ...newStoneValues('n1'), [stoneName('n1', 'carat')]: '0.5' };
    expect(stonesOfValues(values, ['n1'])).toEqual([
      { kind: 'diamond', shape: 'round', carat: 0.5, count: 1, origin: 'lab-grown' },
    ]);
    const pearl = {
      ...newStoneValues('n2'),
      [stoneName('n2', 'kind')]: 'pearl',
      [stoneName('n2', 'origin')]: 'natural',
    };
    expect(stonesOfValues(pearl, ['n2'])[0]?.carat).toBeNull();
  });

  it('puts each problem under its own field of its own row, in plain words', () => {
    const values = {
      ...EMPTY_PRODUCT_VALUES,
      ...newStoneValues('n1'),
      ...newStoneValues('n2'),
      [stoneName('n1', 'carat')]: 'heavy',
      [stoneName('n2', 'kind')]: 'ruby',
      [stoneName('n2', 'carat')]: '1',
      [stoneName('n2', 'colour')]: 'F',
      [stoneName('n2', 'lab')]: 'GIA',
      [stoneName('n2', 'report')]: 'no way',
    };
    const result = AdminProductCreateSchema.safeParse(bodyOfValues(values, [], ['n1', 'n2']));
    const fields = new Map(
      (result.error?.issues ?? [])
        .filter((issue) => issue.path[0] === 'stones')
        .map((issue) => {
          const field = fieldOfIssue(issue.path, [], ['n1', 'n2']);
          return [field, issueMessage(field, issue as never)];
        }),
    );
    expect(fields.get(stoneName('n1', 'carat'))).toBe('Give a weight in carats, e.g. 0.75.');
    expect(fields.get(stoneName('n2', 'colour'))).toBe('Colour, clarity and cut are given for diamonds only');
    expect(fields.get(stoneName('n2', 'report'))).toBe('Letters, digits and hyphens, 4 to 20 of them');
  });
});
