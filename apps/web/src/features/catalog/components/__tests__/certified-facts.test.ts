import type { Product } from '@lumen/contract/catalog';
import { describe, expect, it } from 'vitest';
import { assurancePromise, assuranceTitle } from '../certified-facts';

type Stone = Product['stones'][number];
const certificate = { lab: 'IGI', number: 'LG612345678' } as unknown as Stone['certificate'];
const certified = { kind: 'diamond', certificate } as Stone;
const uncertified = { kind: 'ruby', certificate: null } as unknown as Stone;
const hallmark = { huid: 'AB00CD' } as Product['hallmark'];

describe('what the product page claims of a piece’s stones and gold', () => {
  it.each([
    [
      'certified stones in hallmarked gold',
      [certified],
      hallmark,
      'Certified & hallmarked',
      'Certified and hallmarked',
    ],
    ['a loose certified stone', [certified], null, 'Certified', 'Certified stones'],
    ['uncertified stones in hallmarked gold', [uncertified], hallmark, 'Stones & hallmark', 'BIS hallmarked'],
    ['plain hallmarked gold', [], hallmark, 'Hallmarked', 'BIS hallmarked'],
    ['uncertified stones in unmarked metal', [uncertified], null, 'Stones', 'Checked by hand'],
    ['neither', [], null, 'Stones', 'Checked by hand'],
  ] as const)('%s: “%s” / “%s”', (_, stones, mark, title, promise) => {
    const piece = { stones: [...stones], hallmark: mark };
    expect(assuranceTitle(piece)).toBe(title);
    expect(assurancePromise(piece)).toBe(promise);
  });
});
