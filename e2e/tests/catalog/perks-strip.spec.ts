/**
 * The perks strip on /home (issue 31, item 6): where the four perks fit (1024 px and up) no word is cut at its edges;
 * with reduced motion it holds still and shows all four; where it glides, it holds still while the pointer rests on
 * it.
 */
import type { Locator } from '@playwright/test';
import { PERKS } from '../../fixtures/home-page';
import { expect, test } from '../../fixtures/test';

/** What the strip showed on one animation frame. */
type StripFrame = {
  /** Where its first perk was, in px from the window's left edge. */
  left: number;
  /** The perk texts the strip's visible box showed whole. */
  whole: string[];
  /** The perk texts it showed only in part: a word cut at an edge. */
  cut: string[];
};

/**
 * A gliding strip moves its perks a little on every frame, so it is watched frame by frame rather than twice with a
 * pause between. About two seconds (120 frames) also covers the moment a page starts what it deferred until idle,
 * when a carousel script would set the strip moving.
 */
const WATCHED_FRAMES = 120;

/**
 * Watches the strip for `frames` animation frames. Its visible box is its own box within the window; each text of a
 * perk is whole when all its line boxes lie inside it, cut when one straddles an edge.
 */
function watchStrip(perks: Locator, frames: number): Promise<StripFrame[]> {
  return perks.evaluate(async (strip, count) => {
    const items = [...strip.querySelectorAll('li')];
    const texts = items.flatMap((item) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const found: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim()) found.push(node as Text);
      }
      return found;
    });
    const seen: StripFrame[] = [];
    for (let frame = 0; frame < count; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = strip.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const whole: string[] = [];
      const cut: string[] = [];
      for (const text of texts) {
        const range = document.createRange();
        range.selectNodeContents(text);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        const inside = rects.every((rect) => rect.left >= left - 0.5 && rect.right <= right + 0.5);
        const outside = rects.every((rect) => rect.right <= left + 0.5 || rect.left >= right - 0.5);
        const words = text.textContent?.trim() ?? '';
        if (inside) whole.push(words);
        else if (!outside) cut.push(words);
      }
      seen.push({ left: items[0]?.getBoundingClientRect().left ?? Number.NaN, whole, cut });
    }
    return seen;
  }, frames);
}

/** Where the strip's first perk is now. */
async function firstPerkLeft(perks: Locator): Promise<number> {
  const [frame] = await watchStrip(perks, 1);
  return frame?.left ?? Number.NaN;
}

/** Every frame showed the four perks' titles whole and cut no word. */
function expectAllPerksWhole(frames: StripFrame[]) {
  for (const [index, frame] of frames.entries()) {
    expect(frame.cut, `frame ${index}: words cut at the strip's edges`).toEqual([]);
    expect(frame.whole, `frame ${index}: the four perks, whole`).toEqual(expect.arrayContaining([...PERKS]));
  }
}

for (const width of [1280, 1024]) {
  test(`at ${width} px the four perks are whole and no word is cut at the strip's edges`, async ({
    homePage,
    page,
  }) => {
    await test.step(`open /home at ${width}x900`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await homePage.goto();
      await homePage.perks.scrollIntoViewIfNeeded();
    });

    await test.step('frame after frame, each perk lies whole inside the strip', async () => {
      expectAllPerksWhole(await watchStrip(homePage.perks, WATCHED_FRAMES));
    });
  });
}

test.describe('when the shopper asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const width of [390, 1280]) {
    test(`at ${width} px the strip holds still and shows all four perks whole`, async ({ homePage, page }) => {
      await test.step(`open /home at ${width}x900`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await homePage.goto();
        await homePage.perks.scrollIntoViewIfNeeded();
      });

      await test.step('frame after frame, the perks stay where they are, all four whole', async () => {
        const frames = await watchStrip(homePage.perks, WATCHED_FRAMES);
        expect(new Set(frames.map((frame) => frame.left)).size, 'the positions the first perk took').toBe(1);
        expectAllPerksWhole(frames);
      });
    });
  }
});

test('where the perks do not all fit, the strip glides, and holds still while the pointer rests on it', async ({
  homePage,
  page,
}) => {
  let start = 0;

  await test.step('open /home in an 860 px wide window', async () => {
    await page.setViewportSize({ width: 860, height: 900 });
    await homePage.goto();
    await homePage.perks.scrollIntoViewIfNeeded();
    start = await firstPerkLeft(homePage.perks);
  });

  await test.step('the perks glide', async () => {
    await expect.poll(() => firstPerkLeft(homePage.perks)).not.toBe(start);
  });

  let paused = 0;
  await test.step('with the pointer on the strip they hold still', async () => {
    await homePage.perks.hover();
    const frames = await watchStrip(homePage.perks, 30);
    paused = frames[0]?.left ?? Number.NaN;
    expect(new Set(frames.map((frame) => frame.left)), 'the positions the first perk took').toEqual(new Set([paused]));
  });

  await test.step('once the pointer leaves, they glide on', async () => {
    await page.mouse.move(5, 5);
    await expect.poll(() => firstPerkLeft(homePage.perks)).not.toBe(paused);
  });
});
