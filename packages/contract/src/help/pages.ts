/**
 * Every page of the shop's help (help/content.ts): what reads them all (the shop assistant, the checks) starts here.
 * The FAQs and the policy pages render their sections as they are; the contact and about pages are the words their
 * own screens show, as sections the assistant can cite.
 */
import { ABOUT_PAGE } from './about';
import { CONTACT_PAGE } from './contact';
import type { HelpPage } from './content';
import { FAQS_PAGE } from './faqs';
import { PAYMENT_DELIVERY_POLICY } from './payment-delivery-policy';
import { PRIVACY_POLICY } from './privacy-policy';
import { RETURN_REFUND_POLICY } from './return-refund-policy';
import { TERMS_CONDITIONS } from './terms-conditions';

export const HELP_PAGES: ReadonlyArray<HelpPage> = [
  FAQS_PAGE,
  RETURN_REFUND_POLICY,
  PAYMENT_DELIVERY_POLICY,
  TERMS_CONDITIONS,
  PRIVACY_POLICY,
  CONTACT_PAGE,
  ABOUT_PAGE,
];
