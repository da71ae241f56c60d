/**
 * `GET /api/catalog/products/{id}/related`, a product page's "You may also like": pieces of the piece's collection
 * and category first, then of its collection, then of its category; only published pieces that can be bought now,
 * never the piece itself, at most four; cards as the listing shows them, read in one statement.
 */
import { type ProductSummary, RELATED_PIECES_MAX } from '@lumen/contract/catalog';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { openShop } from '../../test/shopping-fixtures';
import { statementsOf } from '../../test/sql-statements';

let t: TestApp;
beforeAll(async () => {
  // No cached answers: these tests change the catalogue under the app's feet.
  t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '0' } });
  await openShop(t);
});
afterAll(() => t.close());

const relatedTo = (idOrSlug: string | number) =>
  t.app.inject({ method: 'GET', url: routeTo(API_PATHS.relatedProducts, { id: idOrSlug }) });

async function related(idOrSlug: string | number): Promise<ProductSummary[]> {
  const res = await relatedTo(idOrSlug);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items;
}
const slugs = (items: ProductSummary[]) => items.map((item) => item.slug);

/** Runs `work` with the pieces `slugs` names as drafts, then publishes them again. */
async function whileDrafts(draftSlugs: string[], work: () => Promise<void>) {
  const { db } = t.database;
  await db.update(products).set({ status: 'draft' }).where(inArray(products.slug, draftSlugs));
  try {
    await work();
  } finally {
    await db.update(products).set({ status: 'published' }).where(inArray(products.slug, draftSlugs));
  }
}

describe('GET /api/catalog/products/{id}/related', () => {
  it("shows four of the piece's own collection and category, best sellers first, never the piece itself", async () => {
    expect(slugs(await related('aurora-solitaire-ring'))).toEqual([
      'dainty-stacking-ring',
      'seraphine-emerald-ring',
      'rosalie-ruby-cocktail-ring',
      'twist-infinity-ring',
    ]);
  });

  it('shows each piece as the listing does, prices included, by id as by slug', async () => {
    const items = await related('aurora-solitaire-ring');
    const listing = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.catalogProducts}?category=rings&audience=women&sort=best_seller&pageSize=5`,
    });
    const listed = (listing.json().data.items as ProductSummary[]).filter(
      (item) => item.slug !== 'aurora-solitaire-ring',
    );
    expect(items).toEqual(listed.slice(0, RELATED_PIECES_MAX));
    const [aurora] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'aurora-solitaire-ring'));
    expect(await related(aurora?.id ?? 0)).toEqual(items);
  });

  it('goes on to the rest of its collection, then to its category in other collections', async () => {
    // A men's ring with one other men's piece left: the men's ring, the men's bracelet, then women's rings.
    await whileDrafts(
      ['vertex-silver-band', 'titan-cuban-link-bracelet', 'meridian-bead-bracelet', 'engraved-bar-bracelet'],
      async () => {
        expect(slugs(await related('atlas-signet-ring'))).toEqual([
          'orion-black-band',
          'onyx-chain-bracelet',
          'aurora-solitaire-ring',
          'dainty-stacking-ring',
        ]);
      },
    );
  });

  it('leaves out pieces out of stock and pieces not published, and keeps pieces made to order', async () => {
    // The emerald cut is out of stock from the start; the oval is a draft for the while.
    await whileDrafts(['oval-diamond-0-75-ct'], async () => {
      expect(slugs(await related('round-brilliant-1-ct'))).toEqual([
        'princess-cut-diamond-0-5-ct',
        'regent-gold-watch',
        'eclipse-black-watch',
        'luna-silver-watch',
      ]);
    });
    // The last two princess cuts sold: it goes too.
    const { db } = t.database;
    const [princess] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'princess-cut-diamond-0-5-ct'));
    await db
      .update(productVariants)
      .set({ quantity: 0 })
      .where(eq(productVariants.productId, princess?.id ?? 0));
    try {
      expect(slugs(await related('round-brilliant-1-ct'))).not.toContain('princess-cut-diamond-0-5-ct');
    } finally {
      await db
        .update(productVariants)
        .set({ quantity: 2 })
        .where(eq(productVariants.productId, princess?.id ?? 0));
    }
    // Both other personalised pieces are made to order, with no stock: they can still be bought.
    expect(slugs(await related('initial-pendant'))).toContain('name-necklace');
  });

  it('answers an empty list for a piece with nothing related', async () => {
    const { db } = t.database;
    const others = await db
      .select({ slug: products.slug })
      .from(products)
      .where(and(ne(products.slug, 'luna-silver-watch'), eq(products.audience, 'accessories')));
    await whileDrafts(
      others.map((row) => row.slug),
      async () => {
        expect(await related('luna-silver-watch')).toEqual([]);
      },
    );
  });

  it('is 404 for an unknown piece, a draft, or an id past any serial', async () => {
    await whileDrafts(['luna-pearl-ring'], async () => {
      for (const id of ['99999', 'no-such-piece', 'luna-pearl-ring', '99999999999']) {
        const res = await relatedTo(id);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toMatchObject({ status: false, message: 'This product could not be found.' });
      }
    });
  });

  it('reads the pieces in one statement, and their photos in another, however many there are', async () => {
    const statements = await statementsOf(t, async () => {
      expect(await related('aurora-solitaire-ring')).toHaveLength(RELATED_PIECES_MAX);
    });
    expect(statements).toHaveLength(2);
    expect(statements.filter((sql) => /\bfrom "products"/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /\bfrom "product_photos"/.test(sql))).toHaveLength(1);
  });
});
