/**
 * The variants migration (0017_variants, 0018_variants-replace-stock): a shop migrated from the data before variants
 * gets one variant per piece and size, with the stock of that size, its prices, its metal and purity (sterling
 * silver as 925); its carts and its orders' lines point at those variants, and nothing else changes.
 */
import { describe, expect, it } from 'vitest';
import { emptyDatabase, migrateBefore, migrateFrom } from '../test/migrations';

const PIECE = `(slug, name, description, category, audience, metal, stone, purity, price, original_price, images,
  sizes, material_details)`;

describe('migration 0017_variants', () => {
  it('makes one variant per piece and size with its stock, and points carts and order lines at them', async () => {
    const db = emptyDatabase();
    await migrateBefore(db, '0017_variants.sql');
    await db.exec(`
      insert into users (id, name, email) values (1, 'Meera', 'meera@example.com');
      insert into products ${PIECE} values
        ('aurora-ring', 'Aurora Ring', '', 'rings', 'women', 'Rose Gold', 'Diamond', '18k', 16000, 21000, '[]',
          '["Size 1", "Size 2"]', '{}'),
        ('luna-studs', 'Luna Studs', '', 'earrings', 'women', 'Silver', 'Pearl', null, 4000, 5000, '[]', '[]', '{}');
      insert into product_stock (product_id, size, quantity) values (1, 'Size 1', 4), (1, 'Size 2', 0), (2, '', 9);
      insert into cart_items (user_id, product_id, size, quantity) values (1, 1, 'Size 2', 1), (1, 2, '', 3);
      insert into orders (id, order_number, user_id, idempotency_key, customer_name, status, subtotal, discount, tax,
        shipping, total, address, payment_method, payment_status)
        values (1, 'LJ-1', 1, 'k1', 'Meera', 'Pending', 16000, 0, 2880, 0, 18880, '{}', 'pay_on_delivery',
          'due_on_delivery');
      insert into order_items (order_id, position, product_id, slug, name, image, size, category, quantity,
        unit_price, line_total)
        values (1, 0, 1, 'aurora-ring', 'Aurora Ring', '{}', 'Size 1', 'rings', 1, 16000, 16000);`);
    // Up to the real sizes (0019, sizes-migration.test.ts), which rename these placeholder sizes.
    await migrateFrom(db, '0017_variants.sql', '0019_real-sizes.sql');

    const variants = await db.query(`
      select product_id, sku, metal, purity, size, position, price, original_price, quantity
      from product_variants order by product_id, position`);
    expect(variants.rows).toEqual([
      {
        product_id: 1,
        sku: 'LJ-00001-SIZE1',
        metal: 'Rose Gold',
        purity: '18k',
        size: 'Size 1',
        position: 0,
        price: 16000,
        original_price: 21000,
        quantity: 4,
      },
      {
        product_id: 1,
        sku: 'LJ-00001-SIZE2',
        metal: 'Rose Gold',
        purity: '18k',
        size: 'Size 2',
        position: 1,
        price: 16000,
        original_price: 21000,
        quantity: 0,
      },
      {
        product_id: 2,
        sku: 'LJ-00002',
        metal: 'Silver',
        purity: '925',
        size: '',
        position: 0,
        price: 4000,
        original_price: 5000,
        quantity: 9,
      },
    ]);
    const offers = await db.query(`select id, price, price_to, metals, purities from products order by id`);
    expect(offers.rows).toEqual([
      { id: 1, price: 16000, price_to: 16000, metals: ['Rose Gold'], purities: ['18k'] },
      { id: 2, price: 4000, price_to: 4000, metals: ['Silver'], purities: ['925'] },
    ]);
    const cart = await db.query(`
      select v.sku, c.quantity from cart_items c join product_variants v on v.id = c.variant_id order by v.sku`);
    expect(cart.rows).toEqual([
      { sku: 'LJ-00001-SIZE2', quantity: 1 },
      { sku: 'LJ-00002', quantity: 3 },
    ]);
    const lines = await db.query(`select sku, options, size, variant_id is not null as linked from order_items`);
    expect(lines.rows).toEqual([
      {
        sku: 'LJ-00001-SIZE1',
        options: { metal: 'Rose Gold', purity: '18k', size: 'Size 1' },
        size: 'Size 1',
        linked: true,
      },
    ]);
    const stock = await db.query(`select to_regclass('product_stock') as gone`);
    expect(stock.rows).toEqual([{ gone: null }]);
    await db.close();
  });
});
