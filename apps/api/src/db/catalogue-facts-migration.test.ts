/**
 * The catalogue-facts migrations. 0023_catalogue-facts: an older shop's opening pieces take the stones the seed now
 * gives them and the details rows written from those stones (its own stock number and polish stay), its loose stones
 * are offered in no metal, and the one description that did not name its stone does, unless staff rewrote it.
 * 0024_drawings-of-their-own: each opening loose diamond is pictured in its own cut, and the name necklace, the
 * engraved bar bracelet and the signet ring as themselves.
 */
import { CATEGORY_LABELS } from '@lumen/contract/catalog';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../content/catalogue/index';
import { artworkSrc, toNewProduct } from '../modules/catalog/seed';
import { emptyDatabase, migrateBefore, migrateFrom, PRODUCT_ROW } from '../test/migrations';

const q = (text: string) => `'${text.replace(/'/g, "''")}'`;
const OLD_ROSE = `An oval halo engagement ring and a pavé band in warm rose gold. ${CATEGORY_LABELS['bridal-sets']} by Lumen Jewels, conflict free and made in India, with free resizing and lifetime care.`;

describe('migration 0023_catalogue-facts', () => {
  it('gives every opening piece the seed’s stones and details, and takes the metal off loose stones', async () => {
    const db = emptyDatabase();
    await migrateBefore(db, '0023_catalogue-facts.sql');
    const rows = SEED_PRODUCTS.map((seed, index) => ({ seed, row: toNewProduct(seed, index), id: index + 1 }));
    const values = rows.map(({ seed, row, id }) => {
      const description = seed.name === 'Rose Promise Bridal Set' ? OLD_ROSE : row.description;
      const details = { stock_number: `OWN-${id}`, polish: 'Good', shape: 'Round brilliant', material: '925' };
      return `(${id}, ${q(row.slug)}, ${q(row.name)}, ${q(description)}, ${q(row.category)}, ${q(row.audience)},
        ${q(row.metal)}, ${q(row.stone)}, ${row.purity ? q(row.purity) : 'null'}, ${row.price}, ${row.price},
        ${row.originalPrice}, '[]', '[]', ${q(JSON.stringify(details))})`;
    });
    await db.exec(`insert into products ${PRODUCT_ROW} values ${values.join(',\n')};`);
    const loose = rows.filter(({ seed }) => seed.category === 'diamonds');
    await db.exec(`
      insert into product_variants (product_id, sku, metal, purity, size, position, price, original_price, quantity)
        values ${loose.map(({ id }) => `(${id}, 'D${id}', 'Silver', '925', '', 0, 100, 100, 3)`).join(', ')};
      update products set metals = '{Silver}', purities = '{925}' where category = 'diamonds';
      insert into products ${PRODUCT_ROW} values (999, 'own-ring', 'Own Ring', 'Mine.', 'rings', 'women', 'Gold',
        'Diamond', '18k', 100, 100, 100, '[]', '[]', '{"shape":"Oval"}');`);
    await migrateFrom(db, '0023_catalogue-facts.sql');

    const after = await db.query<{
      id: number;
      description: string;
      stones: unknown;
      material_details: Record<string, string>;
      metals: string[];
    }>('select id, description, stones, material_details, metals from products order by id');
    for (const { seed, row, id } of rows) {
      const piece = after.rows.find((candidate) => candidate.id === id);
      expect(piece?.stones, seed.name).toEqual(row.stones);
      expect(piece?.material_details, seed.name).toEqual({
        ...row.materialDetails,
        stock_number: `OWN-${id}`,
        polish: 'Good',
      });
      expect(piece?.description, seed.name).toBe(row.description);
      if (seed.category === 'diamonds') expect(piece?.metals).toEqual([]);
    }
    // A piece the shop added itself is left as it was.
    expect(after.rows.find((piece) => piece.id === 999)).toMatchObject({
      stones: [],
      material_details: { shape: 'Oval' },
    });
    const variants = await db.query('select metal, purity, huid, quantity from product_variants');
    expect(variants.rows).toEqual(loose.map(() => ({ metal: '', purity: '', huid: null, quantity: 3 })));
  });

  it('keeps a description staff have rewritten', async () => {
    const db = emptyDatabase();
    await migrateBefore(db, '0023_catalogue-facts.sql');
    await db.exec(`insert into products ${PRODUCT_ROW} values (1, 'rose-promise-bridal-set', 'Rose Promise Bridal Set',
      'Our own words.', 'bridal-sets', 'women', 'Rose Gold', 'Diamond', '18k', 100, 100, 100, '[]', '[]', '{}');`);
    await migrateFrom(db, '0023_catalogue-facts.sql');
    const { rows } = await db.query<{ description: string }>('select description from products');
    expect(rows[0]?.description).toBe('Our own words.');
  });
});

describe('migration 0024_drawings-of-their-own', () => {
  it('gives loose diamonds the picture of their cut and pieces drawn as themselves theirs, unless the shop changed them', async () => {
    const db = emptyDatabase();
    await migrateBefore(db, '0024_drawings-of-their-own.sql');
    const drawn = SEED_PRODUCTS.map((seed, index) => ({ seed, row: toNewProduct(seed, index), id: index + 1 })).filter(
      ({ seed }) =>
        seed.category === 'diamonds' || seed.category === 'personalised' || seed.name === 'Atlas Signet Ring',
    );
    const values = drawn.map(({ seed, row, id }) => {
      const old = row.images.map((image, i) => ({
        ...image,
        src: artworkSrc({ category: seed.category, metal: seed.metal, stone: seed.stone, view: (i + 1) as 1 }),
      }));
      const images = seed.name === 'Oval Diamond 0.75 ct' ? [{ ...old[0], alt: 'Our own words' }] : old;
      return `(${id}, ${q(row.slug)}, ${q(row.name)}, '', ${q(seed.category)}, 'women', ${q(seed.metal)},
        ${q(seed.stone)}, null, 100, 100, 100, ${q(JSON.stringify(images))}, '[]', '{}')`;
    });
    await db.exec(`insert into products ${PRODUCT_ROW} values ${values.join(',\n')};`);
    await migrateFrom(db, '0024_drawings-of-their-own.sql');

    const { rows } = await db.query<{ name: string; images: { src: string; alt: string }[] }>(
      'select name, images from products order by id',
    );
    const srcOf = (name: string) => rows.find((row) => row.name === name)?.images[0]?.src;
    expect(srcOf('Emerald Cut Diamond 1.5 ct')).toMatch(/\/diamond\/emerald\/1\.svg$/);
    expect(srcOf('Princess Cut Diamond 0.5 ct')).toMatch(/\/diamond\/princess\/1\.svg$/);
    expect(srcOf('Round Brilliant 1 ct')).toMatch(/\/diamonds\/silver\/diamond\/1\.svg$/);
    expect(srcOf('Name Necklace')).toMatch(/\/name-necklace\/1\.svg$/);
    expect(srcOf('Engraved Bar Bracelet')).toMatch(/\/bar-bracelet\/1\.svg$/);
    expect(srcOf('Atlas Signet Ring')).toMatch(/\/rings\/gold\/gemstone\/signet\/1\.svg$/);
    expect(srcOf('Initial Pendant')).toMatch(/\/personalised\/gold\/diamond\/1\.svg$/);
    // The shop's own change is kept.
    expect(rows.find((row) => row.name === 'Oval Diamond 0.75 ct')?.images[0]?.alt).toBe('Our own words');
    for (const { seed, row } of drawn.filter(({ seed }) => seed.name !== 'Oval Diamond 0.75 ct')) {
      expect(rows.find((candidate) => candidate.name === seed.name)?.images).toEqual(row.images);
    }
  });
});
