/**
 * The back office's catalogue and stock: the product list with its filters, a product as staff edit it (every field
 * the storefront shows, its status and its stock), creating, editing, duplicating, and setting stock.
 */
import { z } from 'zod';
import { AdminVariantSchema } from './admin-variants';
import {
  AUDIENCES,
  CATEGORIES,
  MaterialDetailsSchema,
  METALS,
  PRODUCT_FAQS_MAX,
  ProductFaqSchema,
  ProductImageSchema,
  ProductPhotoSchema,
  PURITIES,
  STONES,
} from './catalog';
import { PersonalisationSchema } from './engraving';
import { envelopeOf } from './envelope';
import { MATERIAL_FACT_MESSAGES, MATERIAL_FACTS, type MaterialFact, missingMaterialFacts } from './material-facts';
import { PRICE_MAX } from './price-rules';
import { MADE_TO_ORDER_DAYS_MAX, STOCK_STATES } from './stock-levels';
import { STONES_MAX, StoneInputSchema, StoneSchema } from './stones';
import { MULTI_LINE, SINGLE_LINE } from './text';

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const ADMIN_PRODUCTS_PAGE_MAX = 100;
export const PRODUCT_SIZES_MAX = 30;
export const STOCK_QUANTITY_MAX = 100_000;

export const ADMIN_CATALOGUE_MESSAGES = {
  created: 'The piece has been created as a draft.',
  updated: 'The piece has been saved.',
  duplicated: 'A draft copy of the piece has been made.',
  stockSet: 'The stock has been saved.',
  notFound: 'This product could not be found.',
  slugTaken: (slug: string) => `Another piece already uses the address "${slug}".`,
  sizeUnknown: (size: string) => `"${size}" is not one of this piece's sizes.`,
  sizesRequired: 'This piece comes in sizes: give the quantity of each size.',
  noSizes: 'This piece comes in one size: give one quantity.',
  stockOneOf: 'Give exactly one of quantity, sizes or made_to_order_days.',
  pricesOrder: 'original_price: must not be below price',
} as const;

const line = (max: number) => z.string().trim().min(1).max(max).regex(SINGLE_LINE, 'must be plain text on one line');
const cents = z.number().int().min(0).max(PRICE_MAX);

export const ProductSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug: lowercase letters, digits and single dashes');

/** The fields staff write; prices in cents. Photos are managed by their own routes. */
const productFields = {
  slug: ProductSlugSchema,
  name: line(120),
  description: z.string().trim().min(1).max(4000).regex(MULTI_LINE, 'description: must be plain text'),
  category: z.enum(CATEGORIES),
  audience: z.enum(AUDIENCES),
  metal: z.enum(METALS),
  stone: z.enum(STONES),
  purity: z.enum(PURITIES).nullable(),
  price: cents,
  original_price: cents,
  sizes: z
    .array(line(40))
    .max(PRODUCT_SIZES_MAX)
    .refine((sizes) => new Set(sizes).size === sizes.length, 'sizes: each size once'),
  /**
   * The storefront's material-details table, each cell one line: only the facts the piece's kind has are required
   * (material-facts.ts); a fact left out is stored as "—", which the product page does not show.
   */
  material_details: z.object(
    Object.fromEntries(MATERIAL_FACTS.map(([fact]) => [fact, line(120).optional()])) as Record<
      MaterialFact,
      z.ZodOptional<ReturnType<typeof line>>
    >,
  ),
  faqs: z.array(ProductFaqSchema).max(PRODUCT_FAQS_MAX),
  /** Engraving (its longest text, fonts, lead time) or an initial; null for a plain piece (engraving.ts). */
  personalisation: PersonalisationSchema.nullable(),
  /** Its stones, centre stone first (stones.ts); the answer adds each certificate's verify link. */
  stones: z.array(StoneInputSchema).max(STONES_MAX),
  /** Its tax class (tax-classes.ts); null for the standard 18 % until the owner sets one. */
  tax_class_id: z.number('tax_class_id: not a tax class id').int().min(1).max(2_147_483_647).nullable(),
};

const pricesInOrder = (body: { price?: number | undefined; original_price?: number | undefined }) =>
  body.price === undefined || body.original_price === undefined || body.original_price >= body.price;

export const AdminProductCreateSchema = z
  .object({
    ...productFields,
    slug: ProductSlugSchema.optional(),
    faqs: productFields.faqs.default([]),
    personalisation: productFields.personalisation.default(null),
    stones: productFields.stones.default([]),
    tax_class_id: productFields.tax_class_id.default(null),
  })
  .strict()
  .refine(pricesInOrder, { message: ADMIN_CATALOGUE_MESSAGES.pricesOrder, path: ['original_price'] })
  .superRefine((body, context) => {
    // A blank fact is already refused as too short; this names the ones left out.
    const details = body.material_details;
    for (const fact of missingMaterialFacts(body.category, body.stone, details)) {
      if (details[fact] === undefined)
        context.addIssue({
          code: 'custom',
          message: MATERIAL_FACT_MESSAGES.required,
          path: ['material_details', fact],
        });
    }
  });
export type AdminProductCreate = z.infer<typeof AdminProductCreateSchema>;

export const AdminProductUpdateSchema = z
  .object({ ...productFields, status: z.enum(PRODUCT_STATUSES) })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Give at least one field to change' })
  .refine(pricesInOrder, { message: ADMIN_CATALOGUE_MESSAGES.pricesOrder, path: ['original_price'] });
export type AdminProductUpdate = z.infer<typeof AdminProductUpdateSchema>;

const quantity = z.number().int().min(0).max(STOCK_QUANTITY_MAX);

/** Exactly one of: one quantity (a piece without sizes), each size's quantity, or made to order with a lead time. */
export const AdminStockSchema = z.union([
  z.object({ quantity }).strict(),
  z
    .object({
      sizes: z
        .array(z.object({ size: line(40), quantity }).strict())
        .min(1)
        .max(PRODUCT_SIZES_MAX),
    })
    .strict(),
  z.object({ made_to_order_days: z.number().int().min(1).max(MADE_TO_ORDER_DAYS_MAX) }).strict(),
]);
export type AdminStock = z.infer<typeof AdminStockSchema>;

export const AdminProductSchema = z.object({
  id: z.number().int(),
  ...productFields,
  /** Every fact, "—" for those its kind does not have. */
  material_details: MaterialDetailsSchema,
  stones: z.array(StoneSchema),
  images: z.array(ProductImageSchema),
  status: z.enum(PRODUCT_STATUSES),
  made_to_order_days: z.number().int().nullable(),
  /** Each size's count ('' for a piece without sizes); empty for a piece made to order. */
  stock: z.array(z.object({ size: z.string(), quantity: z.number().int() })),
  stock_state: z.enum(STOCK_STATES),
  /** Whether any order holds the piece (it can then be archived, never deleted). */
  ordered: z.boolean(),
  /** Its variants, default first (admin-variants.ts). */
  variants: z.array(AdminVariantSchema),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductSummarySchema = AdminProductSchema.pick({
  id: true,
  slug: true,
  name: true,
  category: true,
  metal: true,
  price: true,
  status: true,
  made_to_order_days: true,
  stock_state: true,
}).extend({
  /** The drawn artwork; `photo` is the first uploaded photo, which the shop shows instead when there is one. */
  image: ProductImageSchema.nullable(),
  photo: ProductPhotoSchema.nullable(),
  on_hand: z.number().int(),
});
export type AdminProductSummary = z.infer<typeof AdminProductSummarySchema>;

export const AdminProductListQuerySchema = z.object({
  q: z.string().trim().max(100).regex(SINGLE_LINE, 'q: plain text on one line').optional(),
  category: z.enum(CATEGORIES).optional(),
  metal: z.enum(METALS).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  stock: z.enum(STOCK_STATES).optional(),
  /** The `next_cursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'cursor: not a cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PRODUCTS_PAGE_MAX).default(50),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

export const AdminProductIdParamsSchema = z.object({
  id: z.coerce.number('id: not a product id').int('id: not a product id').min(1).max(2_147_483_647),
});

export const AdminProductListResponseSchema = envelopeOf(
  z.object({ products: z.array(AdminProductSummarySchema), next_cursor: z.string().nullable() }),
);
export const AdminProductResponseSchema = envelopeOf(z.object({ product: AdminProductSchema }));

/**
 * The CSV of products and stock (`GET …/export`, `POST …/import`): one row per variant (metal, size — '' for a piece
 * without sizes — purity and SKU name it), in this column order. An import updates existing pieces, found by slug, and
 * their variants, found by SKU (or, without one, by size when the piece has one variant in it): each variant's prices,
 * stock and weight, and the piece's name, category, status and lead time. New pieces are created with
 * `POST /api/admin/products` (they need their material details), new variants in the variants grid.
 */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'category',
  'metal',
  'price',
  'original_price',
  'status',
  'made_to_order_days',
  'size',
  'quantity',
  'sku',
  'purity',
  'weight_g',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const PRODUCT_CSV_ROWS_MAX = 5_000;

const csvInt = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(max, `must be at most ${max}`));

/** A cell that may be empty (null) or hold a whole number from `min` to `max`. */
const csvBlankOrInt = (max: number, min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, 'must be a whole number or empty')
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`).nullable());

/** One CSV row as text, checked column by column; the row number and column of each problem are reported. */
export const ProductCsvRowSchema = z.object({
  slug: ProductSlugSchema,
  name: line(120),
  category: z.enum(CATEGORIES),
  metal: z.enum(METALS),
  price: csvInt(PRICE_MAX),
  original_price: csvInt(PRICE_MAX),
  status: z.enum(PRODUCT_STATUSES),
  made_to_order_days: csvBlankOrInt(MADE_TO_ORDER_DAYS_MAX, 1),
  size: z.string().trim().max(40),
  quantity: csvBlankOrInt(STOCK_QUANTITY_MAX, 0),
  sku: z.string().trim().max(40),
  purity: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.enum(PURITIES).nullable()),
  weight_g: z
    .string()
    .trim()
    .regex(/^(\d{1,5}(\.\d{1,3})?)?$/, 'must be grams, e.g. 3.25, or empty')
    .transform((value) => (value === '' ? null : Number(value))),
});
export type ProductCsvRow = z.infer<typeof ProductCsvRowSchema>;

export const CSV_MESSAGES = {
  imported: (products: number, rows: number) => `${products} piece(s) updated from ${rows} row(s).`,
  rejected: (n: number) => `The file was not imported: ${n} problem(s) found. Nothing was changed.`,
  columns: `The first row must name the columns: ${PRODUCT_CSV_COLUMNS.join(',')}`,
  unreadable: 'The file is not readable CSV.',
  tooManyRows: `At most ${PRODUCT_CSV_ROWS_MAX} rows can be imported at once.`,
  unknownSlug: 'no piece has this slug',
  unknownSize: "is not one of this piece's sizes",
  unknownSku: 'no variant of this piece has this SKU',
  notThisVariant: (column: string) => `is not this variant's ${column}`,
  pricesOrder: 'must not be below price',
  quantityRequired: 'a stocked piece needs a quantity',
  sameRowTwice: 'this variant appears on an earlier row',
} as const;

export const CsvProblemSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type CsvProblem = z.infer<typeof CsvProblemSchema>;
export const ProductImportResponseSchema = envelopeOf(z.object({ products: z.number().int(), rows: z.number().int() }));
export const ProductImportRejectedSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  requestId: z.string().optional(),
  data: z.object({ errors: z.array(CsvProblemSchema) }),
});
