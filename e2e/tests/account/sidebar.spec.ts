/**
 * The account sidebar (spec §2) on overview, change password, addresses and wishlist: the greeting with the
 * customer's real first name, the entries Account Overview, Change Password, My Orders, Manage Address, My Wishlist
 * and Sign-out, the current screen's entry marked aria-current="page"; on a 390px phone the entries fold behind the
 * 'Account menu' button (aria-expanded).
 */
import { presetSession, SIDEBAR_LINKS, type SidebarLink } from '../../fixtures/account-pages';
import { expect, test } from '../../fixtures/account-test';

const SCREENS: ReadonlyArray<{ entry: SidebarLink; path: string; title: string }> = [
  { entry: 'Account Overview', path: '/account', title: 'Account Overview' },
  { entry: 'Change Password', path: '/change-password', title: 'Change Password' },
  { entry: 'My Orders', path: '/orders', title: 'My Orders' },
  { entry: 'Manage Address', path: '/address', title: 'Manage Address' },
  { entry: 'My Wishlist', path: '/wishlist', title: 'My Wishlist' },
];

test('each sidebar entry opens its screen, which marks that entry (and only it) as the current page', async ({
  account,
  customer,
  page,
}) => {
  const { screen } = account;
  const firstName = customer.name.split(' ')[0];

  await test.step('open /account: the greeting names the customer; every entry is listed', async () => {
    await presetSession(page, customer.api.token);
    await screen.open('/account', 'Account Overview');
    await expect(screen.greeting).toHaveText(`Hello, ${firstName}`);
    await expect(screen.sidebar).toContainText(customer.email);
    await expect(screen.nav.getByRole('listitem')).toHaveText([...SIDEBAR_LINKS, 'Sign-out']);
    await expect(screen.sidebarLink('My Orders')).toHaveAttribute('href', '/orders');
  });

  await test.step('on a wide screen the entries show and the Account menu button does not', async () => {
    await expect(screen.nav).toBeVisible();
    await expect(screen.menuToggle).toBeHidden();
  });

  for (const { entry, path, title } of [...SCREENS.slice(1), SCREENS[0] as (typeof SCREENS)[number]]) {
    await test.step(`${entry} → ${path}, marked as the current page`, async () => {
      await screen.sidebarLink(entry).click();
      await screen.expectPath(path);
      await expect(screen.heading).toHaveText(title);
      await expect(screen.currentEntry).toHaveCount(1);
      await expect(screen.currentEntry).toHaveText(entry);
      await expect(screen.sidebarLink(entry)).toHaveAttribute('aria-current', 'page');
    });
  }

  await test.step('a fresh load of each screen marks its entry too', async () => {
    for (const { entry, path, title } of SCREENS) {
      await screen.open(path, title);
      await expect(screen.currentEntry).toHaveCount(1);
      await expect(screen.sidebarLink(entry)).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('on a 390px-wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the entries fold behind the Account menu button, which opens and closes them', async ({
    account,
    customer,
    page,
  }) => {
    const { screen } = account;

    await test.step('open /account: Account menu collapsed, the entries hidden', async () => {
      await presetSession(page, customer.api.token);
      await screen.open('/account', 'Account Overview');
      await expect(screen.menuToggle).toBeVisible();
      await expect(screen.menuToggle).toHaveAttribute('aria-expanded', 'false');
      // A folded nav is display:none, out of the accessibility tree: find it by the id the button controls.
      const navId = await screen.menuToggle.getAttribute('aria-controls');
      const controlled = page.locator(`nav[id="${navId}"]`);
      await expect(controlled).toBeAttached();
      await expect(controlled).toBeHidden();
      await expect(controlled.getByRole('link', { name: 'Account Overview', includeHidden: true })).toHaveCount(1);
      await expect(screen.nav).toHaveCount(0);
    });

    await test.step('Account menu unfolds the entries (aria-expanded true), the current one marked', async () => {
      await screen.menuToggle.click();
      await expect(screen.menuToggle).toHaveAttribute('aria-expanded', 'true');
      await expect(screen.nav).toBeVisible();
      await expect(screen.nav).toHaveAttribute('id', (await screen.menuToggle.getAttribute('aria-controls')) ?? '');
      await expect(screen.currentEntry).toHaveText('Account Overview');
    });

    await test.step('pressing it again folds them away', async () => {
      await screen.menuToggle.click();
      await expect(screen.menuToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(screen.nav).toBeHidden();
    });

    await test.step('an entry opens its screen, where the menu starts folded again', async () => {
      await screen.menuToggle.click();
      await screen.sidebarLink('Manage Address').click();
      await screen.expectPath('/address');
      await expect(screen.heading).toHaveText('Manage Address');
      await expect(screen.menuToggle).toHaveAttribute('aria-expanded', 'false');
      await expect(screen.nav).toBeHidden();
      await screen.menuToggle.click();
      await expect(screen.currentEntry).toHaveText('Manage Address');
    });
  });
});
