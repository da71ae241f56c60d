/**
 * The real-sizes migration (0019_real-sizes): the placeholder sizes "Size 1" to "Size 3" become real ones by the
 * piece's kind (rings US 6 to 8, bangles 2.4 to 2.8, bracelets 6.5 to 7.5 in); each variant keeps its id, SKU and
 * stock, and the piece's sizes follow in their order. Sizes of other words, and pieces without sizes, stay.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrateBefore, migrateFrom, PRODUCT_ROW } from '../test/migrations';

describe('migration 0019_real-sizes', () => {
  it('renames the placeholder sizes by kind, keeping each variant, its SKU and its stock', async () => {
    const db = emptyDatabase();
    await migrateBefore(db, '0019_real-sizes.sql');
    await db.exec(`
      insert into products ${PRODUCT_ROW} values
        (1, 'aurora-ring', 'Aurora Ring', '', 'rings', 'women', 'Gold', 'Diamond', '18k', 100, 100, 100, '[]',
          '["Size 1", "Size 2", "Size 3"]', '{}'),
        (2, 'cuff', 'Cuff', '', 'bangles', 'women', 'Gold', 'Diamond', '22k', 100, 100, 100, '[]', '["Size 2"]', '{}'),
        (3, 'tennis', 'Tennis', '', 'bracelets', 'women', 'Gold', 'Diamond', '18k', 100, 100, 100, '[]',
          '["Size 1", "Size 3"]', '{}'),
        (4, 'studs', 'Studs', '', 'earrings', 'women', 'Gold', 'Diamond', '18k', 100, 100, 100, '[]', '[]', '{}'),
        (5, 'band', 'Band', '', 'rings', 'men', 'Gold', 'Diamond', '18k', 100, 100, 100, '[]', '["Size 1", "US 6"]', '{}');
      insert into product_variants (id, product_id, sku, metal, purity, size, position, price, original_price, quantity)
      values
        (11, 1, 'R-1', 'Gold', '18k', 'Size 1', 0, 100, 100, 4), (12, 1, 'R-2', 'Gold', '18k', 'Size 2', 1, 100, 100, 5),
        (13, 1, 'R-3', 'Gold', '18k', 'Size 3', 2, 100, 100, 6), (21, 2, 'C-2', 'Gold', '22k', 'Size 2', 0, 100, 100, 7),
        (31, 3, 'T-1', 'Gold', '18k', 'Size 1', 0, 100, 100, 8), (32, 3, 'T-3', 'Gold', '18k', 'Size 3', 1, 100, 100, 9),
        (41, 4, 'S', 'Gold', '18k', '', 0, 100, 100, 1),
        (51, 5, 'B-1', 'Gold', '18k', 'Size 1', 0, 100, 100, 2), (52, 5, 'B-6', 'Gold', '18k', 'US 6', 1, 100, 100, 3);`);
    await migrateFrom(db, '0019_real-sizes.sql');

    const variants = await db.query('select id, sku, size, quantity from product_variants order by id');
    expect(variants.rows).toEqual([
      { id: 11, sku: 'R-1', size: 'US 6', quantity: 4 },
      { id: 12, sku: 'R-2', size: 'US 7', quantity: 5 },
      { id: 13, sku: 'R-3', size: 'US 8', quantity: 6 },
      { id: 21, sku: 'C-2', size: '2.6', quantity: 7 },
      { id: 31, sku: 'T-1', size: '6.5 in', quantity: 8 },
      { id: 32, sku: 'T-3', size: '7.5 in', quantity: 9 },
      { id: 41, sku: 'S', size: '', quantity: 1 },
      // Both a placeholder and its real size: the placeholder stays rather than two variants becoming one.
      { id: 51, sku: 'B-1', size: 'Size 1', quantity: 2 },
      { id: 52, sku: 'B-6', size: 'US 6', quantity: 3 },
    ]);
    const pieces = await db.query('select id, sizes from products order by id');
    expect(pieces.rows).toEqual([
      { id: 1, sizes: ['US 6', 'US 7', 'US 8'] },
      { id: 2, sizes: ['2.6'] },
      { id: 3, sizes: ['6.5 in', '7.5 in'] },
      { id: 4, sizes: [] },
      { id: 5, sizes: ['Size 1', 'US 6'] },
    ]);
  });
});
