/**
 * The header's Currency selector (spec §2) in the shop's style, in both themes (issue 12, item 9): not the browser's
 * own control but a bordered, rounded field with a gold caret, the theme's input colours, the theme's native option
 * list (`color-scheme`), and the gold focus ring the header's search box has.
 */
import type { Locator } from '@playwright/test';
import { Frame } from '../../fixtures/frame';
import { expect, test } from '../../fixtures/test';

/** The computed colour of a token, read through a probe inside the themed body. */
function tokenColour(select: Locator, token: string, property: 'color' | 'backgroundColor' | 'borderTopColor') {
  return select.evaluate(
    (element, [name, key]) => {
      const probe = document.createElement('span');
      probe.style.setProperty(
        key === 'color' ? 'color' : key === 'backgroundColor' ? 'background-color' : 'border-top-color',
        `var(${name})`,
      );
      probe.style.borderTopStyle = 'solid';
      element.parentElement?.append(probe);
      const value = getComputedStyle(probe)[key as 'color'];
      probe.remove();
      return value;
    },
    [token, property] as const,
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`the Currency selector has the shop's styling in the ${theme} theme`, async ({ frame, page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await Frame.presetTheme(page, theme);
    await page.goto('/home');
    const select = frame.currencySelect;
    await expect(select).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('data-theme', theme);

    await test.step('its own appearance: no native look, a caret of its own, room for it', async () => {
      await expect(select).toHaveCSS('appearance', 'none');
      await expect(select).toHaveCSS('background-image', /^url\("data:image\/svg\+xml/);
      const padding = await select.evaluate((element) => {
        const style = getComputedStyle(element);
        return { left: Number.parseFloat(style.paddingLeft), right: Number.parseFloat(style.paddingRight) };
      });
      expect(padding.right).toBeGreaterThan(padding.left);
      await expect(select).not.toHaveCSS('border-top-left-radius', '0px');
    });

    await test.step("the theme's colours, from the tokens, and the theme's option list", async () => {
      await expect(select).toHaveCSS(
        'border-top-color',
        await tokenColour(select, '--lj-line-strong', 'borderTopColor'),
      );
      await expect(select).toHaveCSS('background-color', await tokenColour(select, '--lj-input-bg', 'backgroundColor'));
      await expect(select).toHaveCSS('color', await tokenColour(select, '--lj-heading', 'color'));
      await expect(select).toHaveCSS('color-scheme', theme);
    });

    await test.step('a gold focus ring when focused from the keyboard', async () => {
      await select.focus();
      await expect(select).toHaveCSS('border-top-color', await tokenColour(select, '--lj-gold', 'borderTopColor'));
      await expect(select).not.toHaveCSS('box-shadow', 'none');
    });
  });
}
