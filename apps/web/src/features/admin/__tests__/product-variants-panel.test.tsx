/**
 * The editor's variants grid: GENERATE adds every combination of the metals and purities ticked in the piece's sizes
 * (never one the grid has), a bulk set fills the ticked rows (or all), rows are edited in place, and SAVE VARIANTS
 * sends the whole set; a refusal is shown in the server's words.
 */
import type { AdminProduct } from '@lumen/contract/admin-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { ProductVariantsPanel } from '../product-variants-panel';
import { applyBulk, generateRows, rowsOf, variantsBody } from '../variants-grid';

afterEach(() => vi.unstubAllGlobals());

const RING = {
  id: 7,
  sizes: ['Size 1', 'Size 2'],
  price: 16050,
  original_price: 18000,
  variants: [
    {
      id: 70,
      sku: 'LJ-00007-G18K-SIZE1',
      metal: 'Gold',
      purity: '18k',
      size: 'Size 1',
      weight_g: 3.1,
      price: 16050,
      original_price: 18000,
      quantity: 4,
      made_to_order_days: null,
      huid: null,
      pricing: 'fixed',
      making_type: null,
      making_charge: null,
      original_making_charge: null,
      stones_value: 0,
      other_value: 0,
    },
  ],
} as unknown as AdminProduct;

const PUT = 'PUT /api/admin/products/7/variants';

describe('the variants grid’s rules', () => {
  it('generates the combinations the grid lacks, with their SKUs, the piece’s prices and no stock', () => {
    const rows = generateRows(rowsOf(RING), RING, ['Gold', 'Rose Gold'], ['18k', '14k']);
    expect(rows.map((row) => row.sku)).toEqual([
      'LJ-00007-G18K-SIZE1',
      'LJ-00007-G18K-SIZE2',
      'LJ-00007-G14K-SIZE1',
      'LJ-00007-G14K-SIZE2',
      'LJ-00007-RG18K-SIZE1',
      'LJ-00007-RG18K-SIZE2',
      'LJ-00007-RG14K-SIZE1',
      'LJ-00007-RG14K-SIZE2',
    ]);
    expect(rows[1]).toMatchObject({ price: '160.50', original: '180.00', quantity: '0', weight: '' });
    expect(generateRows(rows, RING, ['Gold'], ['18k'])).toHaveLength(8);
  });

  it('sets the ticked rows, or every row when none is ticked, leaving empty fields alone', () => {
    const rows = generateRows(rowsOf(RING), RING, ['Gold'], ['18k']);
    const [first, second] = rows;
    const ticked = applyBulk(rows, new Set([second?.key ?? '']), {
      weight: '',
      price: '99',
      original: '',
      quantity: '3',
    });
    expect(ticked.map((row) => [row.price, row.quantity])).toEqual([
      ['160.50', '4'],
      ['99', '3'],
    ]);
    expect(applyBulk(rows, new Set(), { weight: '2.5', price: '', original: '', quantity: '' })[0]).toEqual({
      ...first,
      weight: '2.5',
    });
  });

  it('turns the rows into the request, in cents and grams, or names the first row at fault', () => {
    const rows = rowsOf(RING);
    expect(variantsBody(rows)).toEqual({
      variants: [
        {
          id: 70,
          sku: 'LJ-00007-G18K-SIZE1',
          metal: 'Gold',
          purity: '18k',
          size: 'Size 1',
          weight_g: 3.1,
          price: 16050,
          original_price: 18000,
          quantity: 4,
          made_to_order_days: null,
          huid: null,
          pricing: 'fixed',
        },
      ],
    });
    expect(variantsBody([{ ...rows[0], quantity: '-1' } as (typeof rows)[number]])).toEqual({
      problem: 'Row 1 (LJ-00007-G18K-SIZE1): give its stock as a whole number.',
    });
  });

  it('sends a row priced from the metal rate as its rule, without prices, or names what is missing', () => {
    const [row] = rowsOf(RING);
    if (!row) throw new Error('no row');
    const computed = { ...row, pricing: 'computed' as const, making: '12.5', stones: '300', other: '' };
    expect(variantsBody([computed])).toEqual({
      variants: [
        {
          id: 70,
          sku: 'LJ-00007-G18K-SIZE1',
          metal: 'Gold',
          purity: '18k',
          size: 'Size 1',
          weight_g: 3.1,
          quantity: 4,
          made_to_order_days: null,
          huid: null,
          pricing: 'computed',
          making_type: 'percent',
          making_charge: 12.5,
          original_making_charge: 12.5,
          stones_value: 30_000,
          other_value: 0,
        },
      ],
    });
    const perGram = variantsBody([{ ...computed, makingType: 'per_gram', making: '9.75', originalMaking: '11' }]);
    expect(perGram).toMatchObject({ variants: [{ making_charge: 975, original_making_charge: 1_100 }] });
    expect(variantsBody([{ ...computed, making: '' }])).toEqual({
      problem: 'Row 1 (LJ-00007-G18K-SIZE1): give its making charge as a percentage, e.g. 12.5.',
    });
    expect(variantsBody([{ ...computed, weight: '' }])).toEqual({
      problem: 'Row 1 (LJ-00007-G18K-SIZE1): a price from the metal rate needs the weight.',
    });
  });

  it('reads a computed variant back as typed: its rule, and its prices shown but not typed', () => {
    const product = {
      ...RING,
      variants: [
        {
          ...RING.variants[0],
          pricing: 'computed',
          making_type: 'per_gram',
          making_charge: 1_250,
          original_making_charge: 1_250,
          stones_value: 30_000,
          other_value: 500,
        },
      ],
    } as AdminProduct;
    expect(rowsOf(product)[0]).toMatchObject({
      pricing: 'computed',
      makingType: 'per_gram',
      making: '12.50',
      originalMaking: '',
      stones: '300.00',
      other: '5.00',
    });
  });
});

describe('the variants panel', () => {
  it('generates rose gold rows, sets their stock in bulk, and saves the whole set', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [PUT]: () => ok({ product: RING }, 'The variants have been saved.') });
    renderWithApp(<ProductVariantsPanel product={RING} />);
    const generate = screen.getByRole('group', { name: 'Generate combinations' });
    await user.click(within(generate).getByRole('checkbox', { name: 'Rose Gold' }));
    await user.click(within(generate).getByRole('checkbox', { name: '14K' }));
    await user.click(within(generate).getByRole('button', { name: 'Generate' }));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Tick Rose Gold, 14K, Size 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tick Rose Gold, 14K, Size 2' }));
    const bulk = screen.getByRole('group', { name: 'Set for the 2 ticked' });
    await user.type(within(bulk).getByRole('textbox', { name: 'Stock' }), '6');
    await user.click(within(bulk).getByRole('button', { name: 'Apply' }));
    await user.clear(screen.getByRole('textbox', { name: 'Weight (g), Rose Gold, 14K, Size 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Weight (g), Rose Gold, 14K, Size 1' }), '2.95');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    await waitFor(() => expect(api.count(PUT)).toBe(1));
    const [, init] = api.fetchMock.mock.calls[0] ?? [];
    const sent = JSON.parse(String(init?.body));
    expect(sent.variants.map((v: { sku: string; quantity: number }) => [v.sku, v.quantity])).toEqual([
      ['LJ-00007-G18K-SIZE1', 4],
      ['LJ-00007-RG14K-SIZE1', 6],
      ['LJ-00007-RG14K-SIZE2', 6],
    ]);
    expect(sent.variants[1]).toMatchObject({ metal: 'Rose Gold', purity: '14k', weight_g: 2.95, price: 16050 });
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    stubApi({ [PUT]: () => refused(409, 'The SKU "LJ-00007-G18K-SIZE1" is already used by another piece.') });
    renderWithApp(<ProductVariantsPanel product={RING} />);
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is already used by another piece.');
  });

  it('prices a row from the metal rate: its rule is typed, its price is not, and a computed variant stays one', async () => {
    const user = userEvent.setup();
    const api = stubApi({ [PUT]: () => ok({ product: RING }, 'The variants have been saved.') });
    renderWithApp(<ProductVariantsPanel product={RING} />);
    const making = screen.getByRole('textbox', { name: 'Making, Yellow Gold, 18K, Size 1' });
    expect(making).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priced, Yellow Gold, 18K, Size 1' }), 'Metal rate');
    expect(making).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Price ($), Yellow Gold, 18K, Size 1' })).toHaveAttribute('readonly');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Making as, Yellow Gold, 18K, Size 1' }), '$ a gram');
    await user.type(making, '12.50');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    await waitFor(() => expect(api.count(PUT)).toBe(1));
    const [, init] = api.fetchMock.mock.calls[0] ?? [];
    const [sent] = JSON.parse(String(init?.body)).variants;
    expect(sent).toMatchObject({ pricing: 'computed', making_type: 'per_gram', making_charge: 1_250 });
    expect(sent).not.toHaveProperty('price');
    // The save has come back before the next test begins.
    expect(await screen.findByRole('button', { name: 'Save variants' })).toBeEnabled();
  });
});
