/**
 * The catalogue screens' pure parts: the list's filters to and from the address bar and the API's query string, the
 * editor's flat form values to and from a product and its request body (prices in dollars on screen, cents on the
 * wire; sizes as one comma-separated line; the material-details table; the FAQs in their order), and the stock
 * panel's choices to the stock request.
 */
import {
  ADMIN_PRODUCTS_PAGE_MAX,
  type AdminProduct,
  type AdminProductCreate,
  type AdminStock,
  PRODUCT_STATUSES,
} from '@lumen/contract/admin-catalogue';
import { CATEGORIES, type Category, METALS } from '@lumen/contract/catalog-vocabulary';
import { MATERIAL_FACTS, type MaterialFact, materialFactsFor } from '@lumen/contract/material-facts';
import { sizeFromInput, sizeLabel } from '@lumen/contract/sizes';
import { STOCK_STATES } from '@lumen/contract/stock-levels';
import {
  EMPTY_PERSONALISATION_VALUES,
  PERSONALISATION_FIELDS,
  personalisationOfValues,
  personalisationValues,
} from './personalisation-form';
import { stoneFieldOfIssue, stonesOfValues, stoneValues } from './stones-form';

export type ProductFilters = { q: string; category: string; metal: string; status: string; stock: string };
export const NO_PRODUCT_FILTERS: ProductFilters = { q: '', category: '', metal: '', status: '', stock: '' };
const FILTER_VALUES: Record<Exclude<keyof ProductFilters, 'q'>, readonly string[]> = {
  category: CATEGORIES,
  metal: METALS,
  status: PRODUCT_STATUSES,
  stock: STOCK_STATES,
};
export const PRODUCTS_PAGE_SIZE = Math.min(50, ADMIN_PRODUCTS_PAGE_MAX);

/** The filters in the address bar; a value that is not one of the API's is ignored. */
export function filtersFromSearch(search: URLSearchParams): ProductFilters {
  const filters = { ...NO_PRODUCT_FILTERS, q: (search.get('q') ?? '').slice(0, 100) };
  for (const [name, values] of Object.entries(FILTER_VALUES)) {
    const value = search.get(name) ?? '';
    if (values.includes(value)) filters[name as keyof typeof FILTER_VALUES] = value;
  }
  return filters;
}

/** The filters as the address bar's query (only those set). */
export function searchOfFilters(filters: ProductFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value.trim() !== '') search.set(name, value.trim());
  return search;
}

/** The API's query string for one page of the list. */
export function productListQuery(filters: ProductFilters, cursor: string | null): string {
  const query = searchOfFilters(filters);
  query.set('limit', String(PRODUCTS_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

/** The material-details table's fields, with the editor's labels (material-facts.ts says which each kind has). */
export const MATERIAL_FIELDS = MATERIAL_FACTS;
export type MaterialField = MaterialFact;

/** The flat values of the editor's form: every control is one string. FAQs are `faq_<key>_question|answer`. */
export type ProductFormValues = Record<string, string>;

export const materialName = (field: MaterialField) => `md_${field}`;
export const faqName = (key: string, part: 'question' | 'answer') => `faq_${key}_${part}`;

/** Dollars as typed ("160", "160.5", "1,250.00") to cents; null when it is not an amount. */
export function centsOf(dollars: string): number | null {
  const clean = dollars.trim().replaceAll(',', '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Cents as the editor shows them: "160.00". */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/** The sizes typed on one line, each read as its chart's value for the category ("6½" → "US 6.5" for a ring). */
export const sizesOf = (line: string, category: Category) =>
  line
    .split(',')
    .map((size) => size.trim())
    .filter((size) => size !== '')
    .map((size) => sizeFromInput(category, size));

export const EMPTY_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  category: 'rings',
  audience: 'women',
  metal: 'Gold',
  stone: 'Diamond',
  purity: '18k',
  price: '',
  original_price: '',
  sizes: '',
  ...Object.fromEntries(MATERIAL_FIELDS.map(([field]) => [materialName(field), ''])),
  ...EMPTY_PERSONALISATION_VALUES,
};

/** A product as the editor's values, with the keys of its FAQs and of its stones in order. */
export function valuesOfProduct(product: AdminProduct): {
  values: ProductFormValues;
  faqKeys: string[];
  stoneKeys: string[];
} {
  const faqKeys = product.faqs.map((_, index) => `f${index}`);
  const stones = stoneValues(product.stones);
  const values: ProductFormValues = {
    name: product.name,
    slug: product.slug,
    description: product.description,
    category: product.category,
    audience: product.audience,
    metal: product.metal,
    stone: product.stone,
    purity: product.purity ?? '',
    tax_class_id: product.tax_class_id === null ? '' : String(product.tax_class_id),
    price: dollarsOf(product.price),
    original_price: dollarsOf(product.original_price),
    sizes: product.sizes.map(sizeLabel).join(', '),
    ...Object.fromEntries(
      MATERIAL_FIELDS.map(([field]) => [materialName(field), product.material_details[field]] as const),
    ),
    ...personalisationValues(product.personalisation),
    ...stones.values,
  };
  product.faqs.forEach((faq, index) => {
    values[faqName(`f${index}`, 'question')] = faq.question;
    values[faqName(`f${index}`, 'answer')] = faq.answer;
  });
  return { values, faqKeys, stoneKeys: stones.keys };
}

/**
 * The request body of the editor's values (the create body; an edit sends the same fields). A price that is not an
 * amount is sent as NaN, which the contract's schema refuses under that field. An empty slug is left out (the API
 * makes one from the name).
 */
export function bodyOfValues(
  values: ProductFormValues,
  faqKeys: readonly string[],
  stoneKeys: readonly string[],
): AdminProductCreate {
  const amount = (name: string) => centsOf(values[name] ?? '') ?? Number.NaN;
  const slug = (values.slug ?? '').trim();
  return {
    ...(slug === '' ? {} : { slug }),
    name: values.name ?? '',
    description: values.description ?? '',
    category: values.category as AdminProductCreate['category'],
    audience: values.audience as AdminProductCreate['audience'],
    metal: values.metal as AdminProductCreate['metal'],
    stone: values.stone as AdminProductCreate['stone'],
    purity: values.purity ? (values.purity as NonNullable<AdminProductCreate['purity']>) : null,
    tax_class_id: values.tax_class_id ? Number(values.tax_class_id) : null,
    price: amount('price'),
    original_price: amount('original_price'),
    sizes: sizesOf(values.sizes ?? '', values.category as Category),
    material_details: materialDetailsOf(values),
    faqs: faqKeys.map((key) => ({
      question: values[faqName(key, 'question')] ?? '',
      answer: values[faqName(key, 'answer')] ?? '',
    })),
    personalisation: personalisationOfValues(values),
    stones: stonesOfValues(values, stoneKeys),
  };
}

/**
 * The material-details table of the values: the facts the piece's kind has, as typed; the others are not sent (the API
 * keeps "—" for them, which the product page does not show).
 */
function materialDetailsOf(values: ProductFormValues): AdminProductCreate['material_details'] {
  const asked = materialFactsFor(values.category ?? '', values.stone ?? '');
  return Object.fromEntries(asked.map((field) => [field, values[materialName(field)] ?? '']));
}

/** The form field a problem of the body belongs to (the path of a zod issue). */
export function fieldOfIssue(
  path: readonly PropertyKey[],
  faqKeys: readonly string[],
  stoneKeys: readonly string[],
): string {
  const [first, second, third] = path;
  if (first === 'stones') return stoneFieldOfIssue(path.slice(1), stoneKeys);
  if (first === 'material_details' && typeof second === 'string') return materialName(second as MaterialField);
  if (first === 'faqs' && typeof second === 'number') {
    const key = faqKeys[second];
    if (key) return faqName(key, third === 'answer' ? 'answer' : 'question');
  }
  if (first === 'sizes') return 'sizes';
  if (first === 'personalisation') {
    return PERSONALISATION_FIELDS[second as keyof typeof PERSONALISATION_FIELDS] ?? PERSONALISATION_FIELDS.kind;
  }
  return typeof first === 'string' ? first : 'name';
}

/** A zod issue, as much of it as the editor reads. */
export type FieldIssue = { code: string; message: string; origin?: string; minimum?: unknown; maximum?: unknown };

/** A field's problem as the editor words it: plain words for the common cases, else the API's own words. */
export function issueMessage(field: string, issue: FieldIssue): string {
  if ((field === 'price' || field === 'original_price') && issue.code === 'invalid_type')
    return 'Give an amount in dollars, e.g. 160 or 160.50.';
  if (field.endsWith('_carat') && issue.code === 'invalid_type') return 'Give a weight in carats, e.g. 0.75.';
  if (field.endsWith('_count') && issue.code === 'invalid_type') return 'Give a whole number, e.g. 1.';
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'Required.';
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${String(issue.maximum)} characters.`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${String(issue.maximum)}.`;
  const words = issue.message.replace(/^[a-z_]+: /, '');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a piece is stocked, as the stock panel offers it. */
export type StockMode = 'sizes' | 'quantity' | 'made_to_order';

export type StockDraft = {
  mode: StockMode;
  /** Each size's quantity as typed (mode 'sizes'). */
  sizes: Record<string, string>;
  quantity: string;
  days: string;
};

/** The panel's starting choices for a product: its current stock. */
export function stockDraftOf(product: Pick<AdminProduct, 'sizes' | 'stock' | 'made_to_order_days'>): StockDraft {
  const counted = new Map(product.stock.map((line) => [line.size, line.quantity]));
  const stocked: StockMode = product.sizes.length > 0 ? 'sizes' : 'quantity';
  return {
    mode: product.made_to_order_days === null ? stocked : 'made_to_order',
    sizes: Object.fromEntries(product.sizes.map((size) => [size, String(counted.get(size) ?? 0)])),
    quantity: String(counted.get('') ?? 0),
    days: product.made_to_order_days === null ? '' : String(product.made_to_order_days),
  };
}

const wholeNumber = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The stock request of the panel's choices (the contract's schema checks the numbers); a size not given is 0. */
export function stockBodyOf(draft: StockDraft, sizes: readonly string[]): AdminStock {
  if (draft.mode === 'made_to_order') return { made_to_order_days: wholeNumber(draft.days) };
  if (draft.mode === 'quantity') return { quantity: wholeNumber(draft.quantity) };
  return { sizes: sizes.map((size) => ({ size, quantity: wholeNumber(draft.sizes[size] ?? '0') })) };
}
