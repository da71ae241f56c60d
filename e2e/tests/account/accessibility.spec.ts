/**
 * axe-core (WCAG 2.0/2.1 A and AA, best practices) on every account route in both themes — /account,
 * /account/edit/{id}, /change-password, /address, /address/create, /address/edit/{id}, /wishlist — with data on
 * them (an address, a liked product) and without (the overview's invitation to add an address, the empty
 * wishlist), plus the yes/no dialogs, an address's options menu and the phone's Account menu open, and a change of
 * e-mail (the password field, the code step, the overview's note); and a clean console.
 */
import { ADDRESSES, type Customer } from '../../fixtures/account-api';
import { presetSession } from '../../fixtures/account-pages';
import type { AccountPages } from '../../fixtures/account-test';
import { expect, test } from '../../fixtures/account-test';
import { BEST_SELLER } from '../../fixtures/catalog';
import { expectSettled, Frame } from '../../fixtures/frame';
import { THEMES } from '../../fixtures/routes';
import { expectNoAxeViolationsNorErrors } from '../../fixtures/test';

type Ids = { profile: number; address: number };

/** An address and a liked product, so every screen shows data. */
async function fillAccount(customer: Customer): Promise<Ids> {
  const [address] = await Promise.all([customer.api.addAddress(ADDRESSES.home), customer.api.like(BEST_SELLER.id)]);
  return { profile: (await customer.api.profile()).id, address: address.id };
}

const ROUTES: ReadonlyArray<{
  name: string;
  path: (ids: Ids) => string;
  title: string;
  ready: (account: AccountPages) => Promise<void>;
}> = [
  {
    name: '/account',
    path: () => '/account',
    title: 'Account Overview',
    ready: ({ overview }) => expect(overview.primaryAddress).toContainText(ADDRESSES.home.address_line_1),
  },
  {
    name: '/account/edit/{id}',
    path: ({ profile }) => `/account/edit/${profile}`,
    title: 'Edit Profile',
    ready: ({ editProfile }) => expect(editProfile.name).not.toHaveValue(''),
  },
  {
    name: '/change-password',
    path: () => '/change-password',
    title: 'Change Password',
    ready: ({ changePassword }) => expect(changePassword.greeting).toHaveText(/^Hello, \S+/),
  },
  {
    name: '/address',
    path: () => '/address',
    title: 'Manage Address',
    ready: ({ addresses }) => expect(addresses.badge('Home')).toBeVisible(),
  },
  {
    name: '/address/create',
    path: () => '/address/create',
    title: 'Add Address',
    ready: ({ addressForm }) => expect(addressForm.type('Home')).toBeVisible(),
  },
  {
    name: '/address/edit/{id}',
    path: ({ address }) => `/address/edit/${address}`,
    title: 'Edit Address',
    ready: ({ addressForm }) => expect(addressForm.field('City *')).toHaveValue(ADDRESSES.home.city),
  },
  {
    name: '/wishlist',
    path: () => '/wishlist',
    title: 'My Wishlist',
    ready: ({ wishlist }) => expect(wishlist.card(BEST_SELLER.name)).toBeVisible(),
  },
];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await Frame.presetTheme(page, theme);
    });

    for (const route of ROUTES) {
      test(`${route.name} has no axe violations`, async ({ account, axe, customer, page, pageErrors }) => {
        await test.step(`open ${route.name} in the ${theme} theme, with data`, async () => {
          const ids = await fillAccount(customer);
          await presetSession(page, customer.api.token);
          await account.screen.open(route.path(ids), route.title);
          await route.ready(account);
          await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
          await expectSettled(page);
        });
        await expectNoAxeViolationsNorErrors(axe, pageErrors, `${route.name} (${theme})`);
      });
    }

    test('/account without an address (the invitation to add one) has no axe violations', async ({
      account,
      axe,
      customer,
      page,
    }) => {
      await test.step(`open /account with no address in the ${theme} theme`, async () => {
        await presetSession(page, customer.api.token);
        await account.overview.goto();
        await expect(account.overview.addAddressLink).toBeVisible();
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/account, no address (${theme})`);
      });
    });

    test('a change of e-mail: the password field, the code step and the overview waiting for it have no axe violations', async ({
      account,
      axe,
      customer,
      page,
    }) => {
      const { editProfile, overview } = account;
      const newEmail = `renewed.${customer.email}`;
      const { id } = await customer.api.profile();
      await test.step(`/account/edit/{id} in the ${theme} theme with a new e-mail typed: the password field`, async () => {
        await presetSession(page, customer.api.token);
        await editProfile.goto(id);
        await editProfile.email.fill(newEmail);
        await expect(editProfile.currentPassword).toBeVisible();
        await axe(`/account/edit/{id}, current password (${theme})`);
      });
      await test.step('saved: the code step', async () => {
        await editProfile.currentPassword.fill(customer.password);
        await editProfile.save.click();
        await expect(editProfile.codeFor(newEmail)).toBeVisible();
        await axe(`/account/edit/{id}, code step (${theme})`);
      });
      await test.step('/account with the change waiting for its code', async () => {
        await overview.goto();
        await expect(overview.pendingNote).toBeVisible();
        await axe(`/account, change waiting (${theme})`);
      });
    });

    test('/wishlist when empty has no axe violations', async ({ account, axe, customer, page }) => {
      await test.step(`open the empty /wishlist in the ${theme} theme`, async () => {
        await presetSession(page, customer.api.token);
        await account.wishlist.goto();
        await expect(account.wishlist.emptyMessage).toBeVisible();
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/wishlist, empty (${theme})`);
      });
    });

    test('/account with the Sign-out dialog open has no axe violations', async ({ account, axe, customer, page }) => {
      await test.step(`open /account in the ${theme} theme and press Sign-out`, async () => {
        await fillAccount(customer);
        await presetSession(page, customer.api.token);
        await account.overview.goto();
        await account.overview.signOutButton.click();
        await expect(account.overview.signOutDialog.dialog).toBeVisible();
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/account, sign-out dialog (${theme})`);
      });
    });

    test('/address with the Delete Address dialog open has no axe violations', async ({
      account,
      axe,
      customer,
      page,
    }) => {
      await test.step(`open /address in the ${theme} theme and choose Delete`, async () => {
        await fillAccount(customer);
        await presetSession(page, customer.api.token);
        await account.addresses.goto();
        await account.addresses.choose('Home', 'Delete');
        await expect(account.addresses.deleteDialog.dialog).toBeVisible();
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/address, delete dialog (${theme})`);
      });
    });

    test('/address with an options menu open has no axe violations', async ({ account, axe, customer, page }) => {
      await test.step(`open /address in the ${theme} theme and open the options of the Home address`, async () => {
        await fillAccount(customer);
        await presetSession(page, customer.api.token);
        await account.addresses.goto();
        await account.addresses.optionsButton('Home').click();
        await expect(account.addresses.menuItem('Home', 'Delete')).toBeVisible();
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/address, options menu (${theme})`);
      });
    });
  });
}

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const theme of THEMES) {
    test(`/account with the Account menu unfolded has no axe violations (${theme})`, async ({
      account,
      axe,
      customer,
      page,
    }) => {
      await test.step(`open /account on a phone in the ${theme} theme and unfold the Account menu`, async () => {
        await fillAccount(customer);
        await Frame.presetTheme(page, theme);
        await presetSession(page, customer.api.token);
        await account.overview.goto();
        await account.overview.menuToggle.click();
        await expect(account.overview.nav).toBeVisible();
      });
      await test.step('axe finds nothing', async () => {
        await axe(`/account on a phone, menu open (${theme})`);
      });
    });
  }
});
