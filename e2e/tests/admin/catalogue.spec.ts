/**
 * The back office's catalogue, end to end on a shop of its own: the owner sets up, creates a piece with every field
 * (material details, FAQs), enters its centre stone with an IGI report, uploads two photos (made here with sharp), edits their alt texts and order, sets the
 * stock, publishes; the list shows it, and the storefront's product page shows it with its photo and stock note.
 * axe finds nothing on the list and the editor.
 */
import { readFile } from 'node:fs/promises';
import { ADMIN_CATALOGUE_MESSAGES } from '@lumen/contract/admin-catalogue';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { AdminProductEditor, AdminProductsPage, type NewPiece } from '../../fixtures/admin-catalogue';
import { setUpOwner } from '../../fixtures/admin-pages';
import { type AdminServer, startAdminServer } from '../../fixtures/admin-server';
import { expectNoAxeViolations } from '../../fixtures/axe';

test.describe.configure({ mode: 'serial' });

let server: AdminServer;
test.beforeAll(async () => {
  server = await startAdminServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Asha Rao', email: 'asha.catalogue@lumen.example' };

const PIECE: NewPiece = {
  name: 'Aurora Halo Ring',
  category: 'Rings',
  metal: 'Rose Gold',
  price: '1250.50',
  originalPrice: '1400',
  description: 'A slim rose gold band with a halo of small diamonds.',
  material: {
    'Stock number': 'LJ-AUR-01',
    Shape: 'Round Brilliant',
    'Carat weight': '0.75 ct',
    Certification: 'IGI',
    Depth: '61.5%',
    'Cut grade': 'Excellent',
    Material: '18k Rose Gold',
    Measurements: '6.1 x 6.1 mm',
    Clarity: 'VS1',
    Polish: 'Excellent',
  },
  faqs: [
    { question: 'Can it be resized?', answer: 'Yes, once, free of charge.' },
    { question: 'Does it come with a certificate?', answer: 'Yes, from IGI.' },
  ],
};

/** A small photo of a coloured disc on a plain ground, in `format`. */
async function photo(hue: number, format: 'png' | 'jpeg') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#f4efe6"/><circle cx="200" cy="200" r="120" fill="hsl(${hue},60%,50%)"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return {
    name: `ring-${hue}.${format === 'png' ? 'png' : 'jpg'}`,
    mimeType: `image/${format}`,
    buffer: await (format === 'png' ? image.png() : image.jpeg()).toBuffer(),
  };
}

test('the owner creates a piece with photos and stock, publishes it, and the shop shows it', async ({ page }) => {
  test.setTimeout(120_000);
  await setUpOwner(page, server.baseURL, server.ownerSetupUrl, OWNER);
  const list = new AdminProductsPage(page);
  const editor = new AdminProductEditor(page);

  await test.step('Products is in the navigation; the list shows the shop’s pieces and is accessible', async () => {
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
    await expect(list.heading()).toBeVisible();
    await expect(list.table().getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, 'products: list');
  });

  await test.step('the editor checks the fields before sending', async () => {
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByText('Required.').first()).toBeVisible();
    await expectNoAxeViolations(page, 'product editor: new, with errors');
  });

  await test.step('a new piece with every field is created as a draft and opens in its editor', async () => {
    await editor.create(PIECE);
    await expect(editor.status()).toHaveText(/Draft/);
    await expect(page.getByLabel('Question 2')).toHaveValue(PIECE.faqs[1]?.question ?? '');
    await expect(page.getByLabel('Price (USD)', { exact: true })).toHaveValue('1250.50');
  });

  await test.step('the centre stone is entered with its IGI report; the editor keeps it', async () => {
    await page.getByRole('button', { name: 'Add a stone' }).click();
    const stone = page.getByRole('group', { name: 'Centre stone' });
    await stone.getByLabel('Carat (total for several; empty for a pearl)').fill('0.75');
    await stone.getByLabel('Colour (diamonds)').selectOption('F');
    await stone.getByLabel('Clarity (diamonds)').selectOption('VS1');
    await stone.getByLabel('Certificate from').selectOption('IGI');
    await stone.getByLabel('Report number').fill('LG612345678');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(ADMIN_CATALOGUE_MESSAGES.updated).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('group', { name: 'Centre stone' }).getByLabel('Report number')).toHaveValue(
      'LG612345678',
    );
  });

  await test.step('two photos are uploaded, the alt texts edited, and the second made first', async () => {
    await editor.uploadPhoto(await photo(20, 'png'), 'Ring, front');
    await editor.uploadPhoto(await photo(200, 'jpeg'), 'Ring, side');
    await expect(editor.photos().getByRole('listitem')).toHaveCount(2);
    await editor.setAlt(0, 'Aurora Halo Ring from the front');
    await editor.setAlt(1, 'Aurora Halo Ring from the side');
    await editor.photos().getByRole('button', { name: 'Move up photo 2' }).click();
    await expect(editor.photos().getByRole('img').first()).toHaveAttribute('alt', 'Aurora Halo Ring from the side');
    await editor.photos().getByRole('button', { name: 'Make primary photo 1' }).click();
    await expect(editor.photos().getByRole('listitem').first().getByText('Primary')).toBeVisible();
  });

  await test.step('the stock is set to two pieces, and the editor passes axe', async () => {
    await editor.setQuantity(2);
    await expectNoAxeViolations(page, 'product editor: photos and stock');
  });

  await test.step('the piece is published; the list shows it with its price, status and stock', async () => {
    await editor.publish();
    await page.getByRole('link', { name: '← Products' }).click();
    const row = list.row(PIECE.name);
    await expect(row).toContainText('$1,250.50');
    await expect(row).toContainText('Published');
    await expect(row).toContainText('2 on hand (low)');
    await list.filter('Aurora Halo', 'Draft');
    await expect(page).toHaveURL(/q=Aurora\+Halo&status=draft/);
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await list.filter('Aurora Halo', 'Published');
    await expect(list.table().getByRole('row')).toHaveCount(2);
    await expect(list.row(PIECE.name)).toBeVisible();
    await expectNoAxeViolations(page, 'products: filtered list');
  });

  await test.step('the CSV export downloads with the staff token; a bad import changes nothing and lists its rows', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('lumen-products.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('slug,name,category,metal,price');
    expect(csv).toContain('aurora-halo-ring');
    const header = csv.split('\n')[0] ?? '';
    await page.getByLabel('Import CSV').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\nno-such-piece,Nothing,rings,Gold,100,100,draft,,,1\n`),
    });
    const report = page.getByRole('alert').filter({ hasText: 'Nothing was changed' });
    await expect(report).toBeVisible();
    await expect(report).toContainText('no piece has this slug');
  });

  await test.step('the storefront product page shows the piece, its photo and its stock note', async () => {
    await page.getByRole('link', { name: PIECE.name }).click();
    const id = editor.productId();
    await page.goto(`${server.baseURL}/product-details/${id}`);
    await expect(page.getByRole('heading', { name: PIECE.name, level: 1 })).toBeVisible();
    const img = page.getByRole('img', { name: 'Aurora Halo Ring from the side' }).first();
    await expect(img).toBeVisible();
    expect(await img.getAttribute('src')).toMatch(/^\/media\/products\//);
    await expect(page.getByText('Only 2 left').first()).toBeVisible();
    const facts = page.getByRole('region', { name: 'Certified', exact: true });
    await expect(facts).toContainText('Lab-grown diamond, round brilliant, 0.75 ct, F colour, VS1 clarity');
    await expect(facts.getByRole('link', { name: /Verify with IGI/ })).toHaveAttribute(
      'href',
      'https://www.igi.org/verify-your-report/?r=LG612345678',
    );
  });
});
