/**
 * /product-details/{id} on a phone: every tab of the About this piece tablist is whole on screen, its box inside
 * the viewport's width and its label not clipped (issue 12, item 3: "PRODUCT MATERIA" was cut and Faq's sat
 * off-screen behind a sideways scroll at 320 and 390 px).
 */
import { SIZED_PRODUCT_ID } from '../../fixtures/catalog';
import { PRODUCT_TABS } from '../../fixtures/product-page';
import { expect, test } from '../../fixtures/test';

for (const width of [320, 390]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every tab lies within the viewport with its whole label', async ({ productPage }) => {
      await test.step(`open /product-details/${SIZED_PRODUCT_ID} and bring the tabs into view`, async () => {
        await productPage.goto(SIZED_PRODUCT_ID);
        await productPage.tabList.scrollIntoViewIfNeeded();
        await expect(productPage.tabList.getByRole('tab')).toHaveText([...PRODUCT_TABS]);
      });

      await test.step('the tablist does not scroll sideways: nothing of it is hidden', async () => {
        const overflow = await productPage.tabList.evaluate((list) => list.scrollWidth - list.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });

      for (const name of PRODUCT_TABS) {
        await test.step(`'${name}' is inside 0–${width} px and its text is not clipped`, async () => {
          const tab = productPage.tab(name);
          await expect(tab).toBeVisible();
          const box = await tab.boundingBox();
          expect(box, name).not.toBeNull();
          if (!box) return;
          expect(box.x, `${name} left edge`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name} right edge`).toBeLessThanOrEqual(width);
          const clip = await tab.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
          expect(clip.scroll, `${name} scrollWidth <= clientWidth`).toBeLessThanOrEqual(clip.client);
        });
      }
    });
  });
}
