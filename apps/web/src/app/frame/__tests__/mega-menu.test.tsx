import type { Promotion } from '@lumen/contract/coupons';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { MegaMenu } from '../mega-menu';

const FALL: Promotion = {
  title: 'Fall Sale',
  description: '25% off ring settings and bands',
  code: 'FALL25',
  kind: 'percent',
  value: 25,
  category: 'rings',
};

/** The device the page runs on: `mouse` answers the menu's hover query, `touch` does not. */
function onDevice(device: 'mouse' | 'touch') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: device === 'mouse',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderMenu() {
  stubApi({ 'GET /api/promotion': () => ok({ promotion: FALL }) });
  renderWithApp(
    <ul>
      <MegaMenu />
    </ul>,
    { route: '/about' },
  );
  return screen.getByRole('button', { name: 'Products' });
}

/** Lets `ms` of the menu's delays pass. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

// The pointer moves as the browser reports it (React derives enter and leave from over and out). user-event's own
// pointer waits do not settle under fake timers in this environment, so these events are fired directly.
const hover = (element: Element) => fireEvent.pointerOver(element, { pointerType: 'mouse' });
const unhover = (element: Element) => fireEvent.pointerOut(element, { pointerType: 'mouse' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('MegaMenu with a mouse', () => {
  it('opens once the pointer has rested on Products, and closes a moment after it leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onDevice('mouse');
    const products = renderMenu();

    hover(products);
    // A pointer passing over Products on its way elsewhere does not open the menu.
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await wait(150);
    expect(products).toHaveAttribute('aria-expanded', 'true');

    unhover(products);
    // A diagonal move to the panel crosses the page for a moment: the menu waits.
    await wait(100);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    await wait(200);
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open after a click on Products it opened for the pointer, until a second click', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onDevice('mouse');
    const products = renderMenu();

    hover(products);
    await wait(150);
    fireEvent.click(products);
    unhover(products);
    await wait(500);
    expect(products).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes the sale card a link to the listing the sale applies to', async () => {
    onDevice('mouse');
    const user = userEvent.setup();
    const products = renderMenu();
    await user.click(products);

    const card = await screen.findByRole('link', { name: /^Fall Sale\b/ });
    expect(card).toHaveTextContent('25% off ring settings and bands, this season only, with code FALL25.');
    await user.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent('/product?category=rings');
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MegaMenu on a touch screen', () => {
  it('does not open for a pointer resting on Products, and a tap toggles it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onDevice('touch');
    const products = renderMenu();

    hover(products);
    await wait(500);
    expect(products).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });
});
