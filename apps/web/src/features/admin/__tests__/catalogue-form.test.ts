import type { AdminProduct } from '@lumen/contract/admin-catalogue';
import { AdminProductCreateSchema, AdminStockSchema } from '@lumen/contract/admin-catalogue';
import { describe, expect, it } from 'vitest';
import {
  bodyOfValues,
  centsOf,
  EMPTY_PRODUCT_VALUES,
  faqName,
  fieldOfIssue,
  filtersFromSearch,
  issueMessage,
  materialName,
  NO_PRODUCT_FILTERS,
  productListQuery,
  searchOfFilters,
  stockBodyOf,
  stockDraftOf,
  valuesOfProduct,
} from '../catalogue-form';
import { stockText } from '../catalogue-labels';

const product: AdminProduct = {
  id: 7,
  slug: 'aurora-ring',
  name: 'Aurora Ring',
  description: 'A slim band.\nHand finished.',
  category: 'rings',
  audience: 'women',
  metal: 'Rose Gold',
  stone: 'Diamond',
  purity: null,
  price: 16050,
  original_price: 18000,
  sizes: ['US 6.5', 'US 7'],
  material_details: {
    stock_number: 'LJ-1',
    shape: 'Round',
    carat_weight: '0.5',
    certification: 'IGI',
    depth: '61%',
    cut_grade: 'Excellent',
    material: '18k Rose Gold',
    measurements: '5 mm',
    clarity: 'VS1',
    polish: 'Excellent',
  },
  personalisation: { kind: 'engraving', max_length: 20, fonts: ['serif', 'script'], lead_days: 5 },
  tax_class_id: 2,
  stones: [],
  faqs: [
    { question: 'Can it be resized?', answer: 'Yes, once.' },
    { question: 'Is it certified?', answer: 'Yes.' },
  ],
  images: [],
  status: 'draft',
  made_to_order_days: null,
  stock: [
    { size: 'US 6.5', quantity: 2 },
    { size: 'US 7', quantity: 0 },
  ],
  stock_state: 'low',
  ordered: false,
  variants: ['US 6.5', 'US 7'].map((size, i) => ({
    id: 70 + i,
    sku: `LJ-00007-RG-${size}`,
    metal: 'Rose Gold',
    purity: null,
    size,
    weight_g: null,
    price: 16050,
    original_price: 18000,
    quantity: 2 - i * 2,
    made_to_order_days: null,
    huid: null,
    pricing: 'fixed',
    making_type: null,
    making_charge: null,
    original_making_charge: null,
    stones_value: 0,
    other_value: 0,
  })),
  created_at: '2026-11-01T00:00:00.000Z',
};

describe('the product list filters', () => {
  it('reads the address bar, ignoring values the API does not know', () => {
    const search = new URLSearchParams('q=aurora&category=rings&metal=Tin&status=draft&stock=low&other=1');
    expect(filtersFromSearch(search)).toEqual({
      q: 'aurora',
      category: 'rings',
      metal: '',
      status: 'draft',
      stock: 'low',
    });
    expect(filtersFromSearch(new URLSearchParams())).toEqual(NO_PRODUCT_FILTERS);
  });

  it('writes only the filters set, and the API query adds the page size and the cursor', () => {
    const filters = { ...NO_PRODUCT_FILTERS, q: ' gold ', metal: 'Rose Gold' };
    expect(searchOfFilters(filters).toString()).toBe('q=gold&metal=Rose+Gold');
    expect(productListQuery(filters, null)).toBe('q=gold&metal=Rose+Gold&limit=50');
    expect(productListQuery(NO_PRODUCT_FILTERS, '42')).toBe('limit=50&cursor=42');
  });
});

describe('the editor form and its request body', () => {
  it('turns dollars into cents and refuses what is not an amount', () => {
    expect(centsOf('160')).toBe(16000);
    expect(centsOf('160.5')).toBe(16050);
    expect(centsOf('1,250.99')).toBe(125099);
    expect(centsOf('12.345')).toBeNull();
    expect(centsOf('')).toBeNull();
    expect(centsOf('-3')).toBeNull();
  });

  it('round-trips a product: material rows, FAQs in order, sizes, null purity, prices, personalisation, tax class', () => {
    const { values, faqKeys, stoneKeys } = valuesOfProduct(product);
    expect(values.price).toBe('160.50');
    expect(values.sizes).toBe('US 6½, US 7');
    expect(values.purity).toBe('');
    expect(values[materialName('clarity')]).toBe('VS1');
    const body = bodyOfValues(values, faqKeys, stoneKeys);
    expect(body).toEqual({
      slug: 'aurora-ring',
      name: product.name,
      description: product.description,
      category: 'rings',
      audience: 'women',
      metal: 'Rose Gold',
      stone: 'Diamond',
      purity: null,
      price: 16050,
      original_price: 18000,
      sizes: ['US 6.5', 'US 7'],
      material_details: product.material_details,
      faqs: product.faqs,
      personalisation: product.personalisation,
      stones: [],
      tax_class_id: 2,
    });
    expect(AdminProductCreateSchema.safeParse(body).success).toBe(true);
  });

  it('sends the FAQs in the order of their keys, without removed ones, and leaves out an empty slug', () => {
    const { values } = valuesOfProduct(product);
    values[faqName('n1', 'question')] = 'Does it tarnish?';
    values[faqName('n1', 'answer')] = 'No.';
    // A ring's sizes as a shopkeeper types them become the chart's values.
    const body = bodyOfValues({ ...values, slug: ' ', sizes: ' 5 ,, 6½ ' }, ['n1', 'f0'], []);
    expect(body.faqs).toEqual([
      { question: 'Does it tarnish?', answer: 'No.' },
      { question: 'Can it be resized?', answer: 'Yes, once.' },
    ]);
    expect(body.sizes).toEqual(['US 5', 'US 6.5']);
    expect('slug' in body).toBe(false);
  });

  it('sends only the facts a piece of its kind has (material-facts.ts), which the contract then requires', () => {
    const watch = {
      ...EMPTY_PRODUCT_VALUES,
      name: 'Regent Watch',
      description: 'An automatic watch.',
      category: 'watches',
      stone: 'Diamond',
      price: '100',
      original_price: '100',
      [materialName('stock_number')]: 'W-1',
      [materialName('certification')]: 'Swiss made',
      [materialName('material')]: '18k Gold',
      [materialName('measurements')]: '40 mm',
      [materialName('clarity')]: 'VS1',
    };
    const body = bodyOfValues(watch, [], []);
    // A fact not asked is not sent, even with a value left from another kind (the API stores "—" for it).
    expect(body.material_details).toEqual({
      stock_number: 'W-1',
      certification: 'Swiss made',
      material: '18k Gold',
      measurements: '40 mm',
    });
    expect(AdminProductCreateSchema.safeParse(body).success).toBe(true);
    const ring = bodyOfValues({ ...watch, category: 'rings' }, [], []);
    expect(Object.keys(ring.material_details)).toHaveLength(10);
    const fields = (AdminProductCreateSchema.safeParse(ring).error?.issues ?? []).map((issue) =>
      fieldOfIssue(issue.path, [], []),
    );
    expect(fields).toEqual([
      materialName('shape'),
      materialName('carat_weight'),
      materialName('depth'),
      materialName('cut_grade'),
      materialName('polish'),
    ]);
  });

  it('puts each problem of the schema under its field, in plain words', () => {
    const body = bodyOfValues({ ...EMPTY_PRODUCT_VALUES, price: 'ten' }, ['a'], []);
    const result = AdminProductCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    const fields = new Map(
      (result.error?.issues ?? []).map((issue) => {
        const field = fieldOfIssue(issue.path, ['a'], []);
        return [field, issueMessage(field, issue as never)];
      }),
    );
    expect(fields.get('name')).toBe('Required.');
    expect(fields.get('price')).toBe('Give an amount in dollars, e.g. 160 or 160.50.');
    expect(fields.get(materialName('shape'))).toBe('Required.');
    expect(fields.get(faqName('a', 'question'))).toBe('Required.');
    expect(fields.get(faqName('a', 'answer'))).toBe('Required.');
  });
});

describe('the stock panel', () => {
  it('starts from the stock now: sizes counted, one quantity, or made to order', () => {
    expect(stockDraftOf(product)).toEqual({
      mode: 'sizes',
      sizes: { 'US 6.5': '2', 'US 7': '0' },
      quantity: '0',
      days: '',
    });
    expect(stockDraftOf({ sizes: [], stock: [{ size: '', quantity: 4 }], made_to_order_days: null })).toMatchObject({
      mode: 'quantity',
      quantity: '4',
    });
    expect(stockDraftOf({ sizes: [], stock: [], made_to_order_days: 21 })).toMatchObject({
      mode: 'made_to_order',
      days: '21',
    });
  });

  it('makes exactly one kind of stock request', () => {
    const draft = { mode: 'sizes' as const, sizes: { '6': '3' }, quantity: '9', days: '14' };
    expect(stockBodyOf(draft, ['6', '7'])).toEqual({
      sizes: [
        { size: '6', quantity: 3 },
        { size: '7', quantity: 0 },
      ],
    });
    expect(stockBodyOf({ ...draft, mode: 'quantity' }, [])).toEqual({ quantity: 9 });
    expect(stockBodyOf({ ...draft, mode: 'made_to_order' }, [])).toEqual({ made_to_order_days: 14 });
    for (const body of [stockBodyOf(draft, ['6']), stockBodyOf({ ...draft, mode: 'made_to_order' }, [])])
      expect(AdminStockSchema.safeParse(body).success).toBe(true);
    expect(AdminStockSchema.safeParse(stockBodyOf({ ...draft, mode: 'quantity', quantity: '2.5' }, [])).success).toBe(
      false,
    );
    expect(AdminStockSchema.safeParse(stockBodyOf({ ...draft, mode: 'made_to_order', days: '0' }, [])).success).toBe(
      false,
    );
  });

  it('words a row’s stock', () => {
    expect(stockText({ stock_state: 'low', on_hand: 2, made_to_order_days: null })).toBe('2 on hand (low)');
    expect(stockText({ stock_state: 'in_stock', on_hand: 12, made_to_order_days: null })).toBe('12 on hand');
    expect(stockText({ stock_state: 'out_of_stock', on_hand: 0, made_to_order_days: null })).toBe('Out of stock');
    expect(stockText({ stock_state: 'made_to_order', on_hand: 0, made_to_order_days: 10 })).toBe(
      'Made to order (10 days)',
    );
  });
});
