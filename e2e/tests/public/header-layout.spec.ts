/**
 * Issue 12 item 1: no element of the header overlaps another at any width from 320 to 1920 px (the search box
 * covered the logo between ~1000 and ~1230 px). Checked with the elements' boxes, not a screenshot: every visible
 * top-level header element (menu button, logo, search, phone line, account, cart, main navigation links, Currency,
 * ASK PRICE) is measured and each pair must not intersect; each must also stay inside the viewport.
 */
import type { ElementHandle, Locator } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

const WIDTHS = [320, 390, 768, 1024, 1100, 1180, 1280, 1440, 1920] as const;

type Box = { name: string; x: number; y: number; width: number; height: number };

/** Two boxes share more than a sub-pixel sliver (touching edges are fine). */
function intersects(a: Box, b: Box): boolean {
  const slack = 0.5;
  return (
    a.x < b.x + b.width - slack &&
    b.x < a.x + a.width - slack &&
    a.y < b.y + b.height - slack &&
    b.y < a.y + a.height - slack
  );
}

const formatBox = (box: Box) =>
  `${box.name} [x ${box.x.toFixed(1)}–${(box.x + box.width).toFixed(1)}, y ${box.y.toFixed(1)}–${(box.y + box.height).toFixed(1)}]`;

for (const width of WIDTHS) {
  test(`no header element overlaps another at ${width} px`, async ({ frame, page }) => {
    await page.setViewportSize({ width, height: 900 });
    await frame.goto('/home');
    const header = frame.header;

    const candidates: [string, Locator][] = [
      ['menu button', header.getByRole('button', { name: 'Menu', exact: true })],
      ['logo', frame.logoLink.locator('img')],
      ['search', header.getByRole('search')],
      ['phone line', header.locator('a[href^="tel:"]').first()],
      ['account', header.getByRole('link', { name: /^account/i })],
      ['cart', frame.cartLink],
      ['Products', frame.productsButton],
      ['Currency', header.locator('.currency-select')],
      ['ASK PRICE', frame.askPriceButton],
    ];
    for (const link of await header.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
      candidates.push([`nav link "${(await link.textContent())?.trim()}"`, link]);
    }

    // The layout has settled: the web fonts (the banner's wrapping depends on them) and the logo have loaded.
    await page.evaluate(() => document.fonts.ready);
    await expect(frame.logoLink.locator('img')).toHaveJSProperty('complete', true);

    const visible: { name: string; element: ElementHandle<Element> }[] = [];
    for (const [name, locator] of candidates) {
      const element = (await locator.isVisible())
        ? ((await locator.elementHandle()) as ElementHandle<Element> | null)
        : null;
      if (element) visible.push({ name, element });
    }
    // Every box is read in one pass, so a late reflow cannot mix two layouts.
    const rects = await page.evaluate(
      (elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        }),
      visible.map(({ element }) => element),
    );
    const boxes: Box[] = rects
      .map((rect, index) => ({ name: visible[index]?.name ?? '', ...rect }))
      .filter((box) => box.width > 0 && box.height > 0);
    // The logo, search and cart are on screen at every width.
    expect(boxes.map((box) => box.name)).toEqual(expect.arrayContaining(['logo', 'search', 'cart']));

    const outside = boxes.filter((box) => box.x < -0.5 || box.x + box.width > width + 0.5).map(formatBox);
    expect(outside, `header elements outside the ${width} px viewport`).toEqual([]);

    const overlaps: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i] as Box, boxes[j] as Box];
        if (intersects(a, b)) overlaps.push(`${formatBox(a)} overlaps ${formatBox(b)}`);
      }
    }
    expect(overlaps, `overlapping header elements at ${width} px`).toEqual([]);
  });
}
