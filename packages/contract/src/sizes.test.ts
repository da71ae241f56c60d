import { describe, expect, it } from 'vitest';
import {
  BANGLE_SIZES,
  CHAIN_SIZES,
  inChartOrder,
  RING_SIZES,
  sizeChoiceLabel,
  sizeFromInput,
  sizeLabel,
  sizesFor,
  sizesProblem,
} from './sizes';
import { lineVariantWords, optionWords } from './variant-words';

describe('real sizes', () => {
  it('has rings in US half sizes 3 to 13, each with its Indian size and inner diameter', () => {
    expect(RING_SIZES.map((size) => size.label)).toEqual([
      'US 3',
      'US 3½',
      'US 4',
      'US 4½',
      'US 5',
      'US 5½',
      'US 6',
      'US 6½',
      'US 7',
      'US 7½',
      'US 8',
      'US 8½',
      'US 9',
      'US 9½',
      'US 10',
      'US 10½',
      'US 11',
      'US 11½',
      'US 12',
      'US 12½',
      'US 13',
    ]);
    // The usual chart: US 6 is 16.5 mm across, Indian 12; US 7 is 17.3 mm; US 13 is 22.2 mm.
    expect(RING_SIZES.find((size) => size.value === 'US 6')).toMatchObject({ diameterMm: 16.5, indian: 12 });
    expect(RING_SIZES.find((size) => size.value === 'US 7')).toMatchObject({ diameterMm: 17.3 });
    expect(RING_SIZES.at(-1)).toMatchObject({ value: 'US 13', diameterMm: 22.2 });
    const indian = RING_SIZES.map((size) => size.indian);
    expect(new Set(indian).size).toBe(indian.length);
    expect(sizeChoiceLabel('US 6.5')).toBe('US 6½ · Indian 13 · 16.9 mm');
  });

  it('has bangles 2.2 to 2.10 by inner diameter, and chains by length in inches and centimetres', () => {
    expect(BANGLE_SIZES.map((size) => [size.value, size.diameterMm])).toEqual([
      ['2.2', 54],
      ['2.4', 57.2],
      ['2.6', 60.3],
      ['2.8', 63.5],
      ['2.10', 66.7],
    ]);
    expect(CHAIN_SIZES.find((size) => size.value === '18 in')).toMatchObject({ cm: 45.7 });
    expect(sizeChoiceLabel('18 in')).toBe('18 in · 45.7 cm');
  });

  it('gives each kind of piece its own chart, and none to a piece that comes in one size', () => {
    expect(sizesFor('rings')).toBe(RING_SIZES);
    expect(sizesFor('bridal-sets')).toBe(RING_SIZES);
    expect(sizesFor('bangles')).toBe(BANGLE_SIZES);
    expect(sizesFor('earrings')).toEqual([]);
    expect(sizesProblem('rings', ['US 6', 'US 6.5'])).toBeNull();
    expect(sizesProblem('rings', ['Size 1'])).toMatch(
      /^"Size 1" is not a size of this kind of piece: use US 3 to US 13/,
    );
    expect(sizesProblem('bangles', ['US 6'])).toMatch(/"US 6" is not a size/);
    expect(sizesProblem('earrings', ['US 6'])).toMatch(/comes in one size/);
    expect(sizesProblem('earrings', [])).toBeNull();
    expect(inChartOrder('rings', ['US 10', 'US 6.5', 'US 3'])).toEqual(['US 3', 'US 6.5', 'US 10']);
  });

  it('says a size in words on a line, and keeps older words as they were', () => {
    expect(optionWords({ metal: 'Rose Gold', purity: '14k', size: 'US 6.5' })).toBe('Rose Gold, 14K, US 6½');
    expect(optionWords({ size: '2.4' })).toBe('Size 2.4');
    expect(sizeLabel('Size 1')).toBe('Size 1');
    expect(lineVariantWords({ size: 'US 7', options: {} })).toBe('US 7');
  });
});

describe('sizeFromInput', () => {
  it('reads a size as a shopkeeper types it into its chart’s value, and leaves anything else as typed', () => {
    for (const typed of ['6½', '6.5', 'us 6.5', 'US 6½', ' 6.5 ']) expect(sizeFromInput('rings', typed)).toBe('US 6.5');
    expect(sizeFromInput('rings', '7')).toBe('US 7');
    expect(sizeFromInput('bangles', 'Size 2.4')).toBe('2.4');
    expect(sizeFromInput('bangles', '2.10')).toBe('2.10');
    expect(sizeFromInput('bracelets', '7"')).toBe('7 in');
    expect(sizeFromInput('chains', '18 inches')).toBe('18 in');
    expect(sizeFromInput('rings', '14')).toBe('14');
    expect(sizeFromInput('earrings', 'US 6')).toBe('US 6');
  });
});
