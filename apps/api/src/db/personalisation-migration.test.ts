/**
 * The personalised-pieces migration (0022_personalised-pieces): an older shop's rings, bridal sets and personalised
 * pieces take what the opening catalogue gives them (the same rule, catalog/seed-facts.ts), other pieces stay plain,
 * and every cart line is kept as a plain line under the new one-line-per-engraving rule.
 */
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../content/catalogue/index';
import { openingPersonalisation } from '../modules/catalog/seed-facts';
import { emptyDatabase, migrateBefore, migrateFrom, PRODUCT_ROW } from '../test/migrations';

describe('migration 0022_personalised-pieces', () => {
  it('gives the opening catalogue’s pieces what the seed gives them, and keeps every cart line plain', async () => {
    const db = emptyDatabase();
    await migrateBefore(db, '0022_personalised-pieces.sql');
    await db.exec(`
      insert into users (id, name, email) values (1, 'Meera', 'meera@example.com');
      insert into products ${PRODUCT_ROW} values
        (1, 'aurora-ring', 'Aurora Ring', '', 'rings', 'women', 'Gold', 'Diamond', '18k', 100, 100, 100, '[]', '[]', '{}'),
        (2, 'initial-pendant', 'Initial Pendant', '', 'personalised', 'women', 'Gold', 'Diamond', '18k', 100, 100, 100,
          '[]', '[]', '{}'),
        (3, 'name-necklace', 'Name Necklace', '', 'personalised', 'women', 'Rose Gold', 'Gemstone', '14k', 100, 100,
          100, '[]', '[]', '{}'),
        (4, 'engraved-bar-bracelet', 'Engraved Bar Bracelet', '', 'personalised', 'women', 'Silver', 'Gemstone', null,
          100, 100, 100, '[]', '[]', '{}'),
        (5, 'studs', 'Studs', '', 'earrings', 'women', 'Gold', 'Diamond', '18k', 100, 100, 100, '[]', '[]', '{}'),
        (6, 'heritage-set', 'Heritage Set', '', 'bridal-sets', 'women', 'Gold', 'Ruby', '22k', 100, 100, 100, '[]',
          '[]', '{}');
      insert into product_variants (id, product_id, sku, metal, purity, size, position, price, original_price, quantity)
        values (11, 1, 'R', 'Gold', '18k', '', 0, 100, 100, 4), (51, 5, 'S', 'Gold', '18k', '', 0, 100, 100, 1);
      insert into cart_items (user_id, product_id, variant_id, quantity) values (1, 1, 11, 2), (1, 5, 51, 1);`);
    await migrateFrom(db, '0022_personalised-pieces.sql');

    const pieces = await db.query<{ name: string; category: string; personalisation: unknown }>(
      'select name, category, personalisation from products order by id',
    );
    for (const row of pieces.rows) {
      const seeded = SEED_PRODUCTS.find((seed) => seed.name === row.name);
      expect(row.personalisation, row.name).toEqual(
        openingPersonalisation(seeded ?? { name: row.name, category: row.category as 'rings' }),
      );
    }
    expect(pieces.rows.map((row) => row.personalisation === null)).toEqual([false, false, false, false, true, false]);
    const lines = await db.query(
      'select variant_id, engraving_text, engraving_font, quantity from cart_items order by id',
    );
    expect(lines.rows).toEqual([
      { variant_id: 11, engraving_text: '', engraving_font: '', quantity: 2 },
      { variant_id: 51, engraving_text: '', engraving_font: '', quantity: 1 },
    ]);
  });
});
