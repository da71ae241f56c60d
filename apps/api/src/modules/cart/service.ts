/**
 * A signed-in customer's cart: lines priced from the catalogue whenever it is read — a price from the metal rate held
 * for PRICE_LOCK_MINUTES after it was added (decision 034) — a saved-for-later list, and one coupon. Every answer is
 * the whole cart with totals computed here (contract `cartTotals`), never by the client.
 */

import {
  type AppliedCoupon,
  CART_LINES_MAX,
  CART_MESSAGES,
  CART_QUANTITY_MAX,
  type Cart,
  type CartItemInput,
  type CartLine,
  type CartMergeRequest,
  type CartMergeResult,
  cartTotals,
} from '@lumen/contract/cart';
import type { Category, ProductPhoto } from '@lumen/contract/catalog';
import { COUPON_MESSAGES, CouponCodeSchema, couponDiscount } from '@lumen/contract/coupons';
import { checkEngraving, type Engraving, storedEngraving } from '@lumen/contract/engraving-words';
import { STOCK_MESSAGES } from '@lumen/contract/stock-levels';
import { shortVariantWords } from '@lumen/contract/variant-words';
import { badRequest, conflict, notFound } from '../../plugins/envelope-and-errors';
import { variantOptions } from '../catalog/variants';
import type { CouponRepository, CouponRow } from '../coupons/repository';
import { couponProblemFor, toCouponTerms } from '../coupons/service';
import {
  type CartLineRow,
  type CartRepository,
  engravingColumns,
  type LineKey,
  type NewLine,
  ONE_SIZE,
  type PieceForCart,
} from './repository';

type Line = {
  product_id: number;
  variant_id?: number | undefined;
  size?: string | null | undefined;
  engraving?: Engraving | null | undefined;
  quantity: number;
};

/** The primary uploaded photo of each product (modules/admin/photos), by product id. */
export type PrimaryPhotos = (productIds: number[]) => Promise<Map<number, ProductPhoto[]>>;

export type CartServiceOptions = {
  coupons: CouponRepository;
  now?: () => Date;
  photos?: PrimaryPhotos;
  /** How long a price from the metal rate is held (PRICE_LOCK_MINUTES). */
  priceLockMinutes: number;
};

export function toCartLine(row: CartLineRow, photos: Map<number, ProductPhoto[]> = new Map()): CartLine {
  const engraving = storedEngraving(row.engravingText, row.engravingFont);
  return {
    id: row.id,
    product_id: row.productId,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    size: row.size === ONE_SIZE ? null : row.size,
    quantity: row.quantity,
    unit_price: row.price,
    line_total: row.price * row.quantity,
    category: row.category as Category,
    variant_id: row.variantId,
    sku: row.sku,
    options: variantOptions(row),
    engraving,
    lead_days: engraving && row.personalisation ? row.personalisation.lead_days : null,
    photo: photos.get(row.productId)?.[0] ?? null,
    price_locked_until: row.lockedUntil?.toISOString() ?? null,
    price_change: row.priceBefore === null ? null : { from: row.priceBefore, to: row.price },
    tax: row.tax,
  };
}

/** The size a line is kept under, or the reason the chosen size does not fit the piece. */
export function lineSize(sizes: string[], chosen: string | null | undefined): { size: string } | { problem: string } {
  const size = chosen?.trim() ?? '';
  if (sizes.length === 0) return size === '' ? { size: ONE_SIZE } : { problem: CART_MESSAGES.sizeNotOffered };
  if (size === '') return { problem: CART_MESSAGES.sizeRequired };
  return sizes.includes(size) ? { size } : { problem: CART_MESSAGES.sizeUnknown };
}

/**
 * The line as kept: its variant (`lineVariant`) and its engraving, checked against what the piece takes (contract
 * `checkEngraving`). Or the field at fault and why.
 */
export function keptLine(
  piece: PieceForCart,
  line: Line,
): Omit<NewLine, 'productId' | 'quantity'> | { field: 'size' | 'variant_id' | 'engraving'; problem: string } {
  const variant = lineVariant(piece, line);
  if ('problem' in variant) return variant;
  const engraving = checkEngraving(piece.personalisation, line.engraving);
  if ('problem' in engraving) return { field: 'engraving', problem: engraving.problem };
  return { variantId: variant.variantId, ...engravingColumns(engraving.engraving) };
}

/**
 * The variant a line is kept under: the one chosen (`variant_id`, which must be the piece's, in the size asked for if
 * one is), else the piece's default variant in the size chosen. Or the field at fault and why.
 */
export function lineVariant(
  piece: PieceForCart,
  line: Pick<Line, 'variant_id' | 'size'>,
): { variantId: number; size: string } | { field: 'size' | 'variant_id'; problem: string } {
  const chosen = line.size?.trim() ?? '';
  if (line.variant_id !== undefined) {
    const variant = piece.variants.find((candidate) => candidate.id === line.variant_id);
    if (!variant || (chosen !== '' && chosen !== variant.size)) {
      return { field: 'variant_id', problem: CART_MESSAGES.variantUnknown };
    }
    return { variantId: variant.id, size: variant.size };
  }
  const size = lineSize(piece.sizes, line.size);
  if ('problem' in size) return { field: 'size', ...size };
  const variant = piece.variants.find((candidate) => candidate.size === size.size);
  return variant ? { variantId: variant.id, size: size.size } : { field: 'size', problem: CART_MESSAGES.sizeUnknown };
}

/**
 * The cart's items and saved list with totals; a coupon that has lapsed, that this customer has used up
 * (`customerUses`: their orders with it), that is exhausted or that the subtotal is below the minimum of is shown
 * with the reason and gives nothing. `photos` are the pieces' uploaded photos, by product id.
 */
export function priceCart(
  rows: CartLineRow[],
  coupon: CouponRow | undefined,
  now: Date,
  { customerUses = 0, photos = new Map() }: { customerUses?: number; photos?: Map<number, ProductPhoto[]> } = {},
): Cart {
  const items = rows.filter((row) => !row.savedForLater).map((row) => toCartLine(row, photos));
  const saved = rows.filter((row) => row.savedForLater).map((row) => toCartLine(row, photos));
  const subtotal = items.reduce((sum, line) => sum + line.line_total, 0);
  const reason = coupon ? couponProblemFor(coupon, { customerUses, subtotal }, now) : null;
  const terms = coupon ? toCouponTerms(coupon) : null;
  const usable = terms && reason === null ? terms : null;
  const applied: AppliedCoupon | null = terms
    ? { ...terms, discount: usable ? couponDiscount(items, usable) : 0, valid: reason === null, reason }
    : null;
  return { items, saved, coupon: applied, totals: cartTotals(items, usable) };
}

/** What the cart's calls share: the priced view of a cart and the checks of a line. */
function cartSteps(repository: CartRepository, options: CartServiceOptions) {
  const now = options.now ?? (() => new Date());

  async function view(userId: number): Promise<Cart> {
    const [rows, coupon] = await Promise.all([repository.lines(userId, now()), repository.coupon(userId)]);
    const ids = [...new Set(rows.map((row) => row.productId))];
    const [photos, customerUses] = await Promise.all([
      options.photos && ids.length > 0 ? options.photos(ids) : new Map<number, ProductPhoto[]>(),
      coupon ? options.coupons.customerUses(coupon.id, userId) : 0,
    ]);
    return priceCart(rows, coupon, now(), { customerUses, photos });
  }

  /**
   * Checks a line against the catalogue: the product is on sale, the variant (or size) is one of its own, and the
   * engraving is one the piece takes.
   */
  async function resolve(line: Line) {
    const product = await repository.product(line.product_id);
    if (!product) throw notFound(CART_MESSAGES.productNotFound);
    const kept = keptLine(product, line);
    if ('problem' in kept) throw badRequest(`${kept.field}: ${kept.problem}`);
    return kept;
  }

  /**
   * Refuses (409, saying how many are left) a cart line of `quantity` of a variant when fewer are on hand. This is
   * the shopper's early warning, not the guarantee: placing the order takes the stock atomically.
   */
  async function checkStock(variantId: number, quantity: number) {
    const stock = await repository.stock(variantId);
    if (stock && stock.onHand !== null && quantity > stock.onHand) {
      const words = shortVariantWords(variantOptions(stock), stock.severalMetals);
      throw conflict(STOCK_MESSAGES.notEnough(stock.name, words, stock.onHand));
    }
  }

  /**
   * The coupon a merge applies: a well-formed code, known, and usable now by this customer (its minimum subtotal is
   * the cart's business once merged); otherwise none.
   */
  async function usableCoupon(userId: number, code: string | null | undefined): Promise<CouponRow | null> {
    const parsed = CouponCodeSchema.safeParse(code ?? '');
    if (!parsed.success) return null;
    const coupon = await options.coupons.findByCode(parsed.data);
    if (!coupon) return null;
    const customerUses = await options.coupons.customerUses(coupon.id, userId);
    const problem = couponProblemFor(coupon, { customerUses, subtotal: Number.MAX_SAFE_INTEGER }, now());
    return problem === null ? coupon : null;
  }
  /** The price hold of a line added now. */
  const lock = () => ({ now: now(), minutes: options.priceLockMinutes });
  return { now, lock, view, resolve, checkStock, usableCoupon };
}

export function createCartService(repository: CartRepository, options: CartServiceOptions) {
  const { now, lock, view, resolve, checkStock, usableCoupon } = cartSteps(repository, options);

  return {
    view,

    async add(userId: number, input: CartItemInput & { quantity: number }) {
      const key = await resolve(input);
      const held = await repository.line(userId, key);
      // The line limit is a sanity bound, checked before the insert; it is not worth a lock.
      if (!held && (await repository.lineCount(userId)) >= CART_LINES_MAX) throw conflict(CART_MESSAGES.tooManyLines);
      await checkStock(key.variantId, (held?.quantity ?? 0) + input.quantity);
      const added = await repository.add(
        userId,
        { productId: input.product_id, ...key, quantity: input.quantity },
        CART_QUANTITY_MAX,
        lock(),
      );
      if (!added) throw conflict(CART_MESSAGES.tooManyOfOne);
      return view(userId);
    },

    async update(
      userId: number,
      id: number,
      patch: { quantity?: number | undefined; saved_for_later?: boolean | undefined },
    ) {
      if (patch.quantity !== undefined) {
        const line = await repository.line(userId, { id });
        if (!line) throw notFound(CART_MESSAGES.lineNotFound);
        if (patch.quantity > line.quantity) await checkStock(line.variantId, patch.quantity);
      }
      const row = await repository.update(userId, id, {
        ...(patch.quantity !== undefined ? { quantity: patch.quantity } : {}),
        ...(patch.saved_for_later !== undefined ? { savedForLater: patch.saved_for_later } : {}),
      });
      if (!row) throw notFound(CART_MESSAGES.lineNotFound);
      return view(userId);
    },

    async remove(userId: number, id: number) {
      if (!(await repository.remove(userId, id))) throw notFound(CART_MESSAGES.lineNotFound);
      return view(userId);
    },

    /**
     * Merges a visitor's browser cart at sign-in, in one transaction and with one catalogue query: quantities add
     * to matching lines (capped at CART_QUANTITY_MAX); lines for unknown products or with a size that does not fit,
     * and lines beyond CART_LINES_MAX, are skipped and reported. Saved-for-later lines the account lacks join its
     * saved list (one that does not fit is simply not kept), and the coupon is applied when the account's cart has
     * none and the code can be used now (otherwise it is simply not applied).
     */
    async merge(userId: number, request: CartMergeRequest): Promise<CartMergeResult> {
      const saved = request.saved ?? [];
      const [rows, products, current, coupon] = await Promise.all([
        repository.lines(userId, now()),
        repository.products([...request.items, ...saved].map((line) => line.product_id)),
        repository.coupon(userId),
        usableCoupon(userId, request.coupon),
      ]);
      const keyOf = (line: LineKey) => `${line.variantId}|${line.engravingText}|${line.engravingFont}`;
      const existing = new Set(rows.map(keyOf));
      const skipped: CartMergeResult['skipped'] = [];
      /** The line as it is kept, or the reason it cannot be (and marks it as in the cart). */
      const accept = (line: Line): NewLine | { problem: string } => {
        const product = products.get(line.product_id);
        if (!product) return { problem: CART_MESSAGES.productNotFound };
        const kept = keptLine(product, line);
        if ('problem' in kept) return kept;
        const key = keyOf(kept);
        if (!existing.has(key) && existing.size >= CART_LINES_MAX) return { problem: CART_MESSAGES.tooManyLines };
        existing.add(key);
        return { productId: line.product_id, ...kept, quantity: line.quantity };
      };
      const items: NewLine[] = [];
      for (const item of request.items) {
        const accepted = accept(item);
        if ('problem' in accepted) {
          skipped.push({ product_id: item.product_id, size: item.size?.trim() || null, reason: accepted.problem });
        } else items.push(accepted);
      }
      const known = new Set(existing);
      const savedLines = saved.flatMap((line) => {
        const product = products.get(line.product_id);
        const kept = product ? keptLine(product, line) : null;
        // A line the account already has (in its cart or saved list) keeps its own.
        if (kept && 'variantId' in kept && known.has(keyOf(kept))) return [];
        const accepted = accept(line);
        return 'problem' in accepted ? [] : [accepted];
      });
      await repository.merge(
        userId,
        { items, saved: savedLines, couponId: coupon && !current ? coupon.id : null },
        CART_QUANTITY_MAX,
        lock(),
      );
      return { ...(await view(userId)), skipped };
    },

    /**
     * Applies a coupon by code (any case): 404 for an unknown code; 409 with the reason when it cannot be used now,
     * is exhausted, this customer has used it up, or the cart is below its minimum subtotal.
     */
    async applyCoupon(userId: number, code: string) {
      const coupon = await options.coupons.findByCode(code);
      if (!coupon) throw notFound(COUPON_MESSAGES.unknown);
      const [rows, customerUses] = await Promise.all([
        repository.lines(userId, now()),
        options.coupons.customerUses(coupon.id, userId),
      ]);
      const subtotal = rows.filter((row) => !row.savedForLater).reduce((sum, row) => sum + row.price * row.quantity, 0);
      const problem = couponProblemFor(coupon, { customerUses, subtotal }, now());
      if (problem) throw conflict(problem);
      await repository.setCoupon(userId, coupon.id);
      return view(userId);
    },

    /** The shopper takes today's prices: every line priced from the metal rate is held again from now. */
    async takeTodaysPrices(userId: number) {
      await repository.takeTodaysPrices(userId, lock());
      return view(userId);
    },

    async removeCoupon(userId: number) {
      await repository.setCoupon(userId, null);
      return view(userId);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
