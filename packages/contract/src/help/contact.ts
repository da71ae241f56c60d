/**
 * /contact-us as the shop assistant cites it (help/content.ts): the phone and e-mail, the support hours and store
 * visits, built from SHOP so they never drift. The contact screen keeps its own layout; the words it shows beside
 * SHOP's (its lead, its note on support hours) live here, and it renders them from here.
 */
import { WEB_ROUTES } from '../routes';
import { SHOP, supportLine } from '../shop';
import { type HelpPage, mailLink, p, phoneLink, ul } from './content';

/** The contact page's lead, under its title. */
export const CONTACT_LEAD =
  'Questions about a ring size, a custom design or an order on its way? Our jewellery specialists answer every message personally, usually within a few hours.';

/** The contact page's note under the support hours. */
export const CONTACT_HOURS_NOTE =
  'Messages that reach us outside support hours are answered first thing the next morning.';

const { phone, specialists, store } = SHOP.supportHours;

export const CONTACT_PAGE: HelpPage = {
  path: WEB_ROUTES.contactUs,
  title: 'Contact Us',
  sections: [
    {
      id: 'phone-email',
      title: 'Contact us by phone and e-mail',
      blocks: [ul([`${phone.label} ${phone.hours}: `, phoneLink], ['Email: ', mailLink]), p(CONTACT_LEAD)],
    },
    {
      id: 'hours',
      title: 'Support hours',
      blocks: [ul([supportLine(phone)], [supportLine(specialists)], [supportLine(store)]), p(CONTACT_HOURS_NOTE)],
    },
    {
      id: 'visit',
      title: 'Store visits and our address',
      blocks: [p(`${supportLine(store)}.`), p(`Our registered office: ${SHOP.legalName}, ${SHOP.address.join(', ')}.`)],
    },
  ],
};
