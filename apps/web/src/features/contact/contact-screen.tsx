/**
 * /contact-us: the shop's contact details and support hours beside the contact form. Its words are the contract's
 * (help/contact.ts), which the shop assistant cites by the anchors here (`/contact-us#hours`).
 */
import { CONTACT_HOURS_NOTE, CONTACT_LEAD } from '@lumen/contract/help/contact';
import { ClockIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { PageHero } from '../../components/page-hero';
import { SupportHours } from '../../components/support-hours';
import { BRAND } from '../../lib/brand';
import { usePageMeta } from '../../lib/use-page-meta';
import { ContactForm } from './components/contact-form';
import './contact.scss';

export function ContactScreen() {
  usePageMeta({
    title: 'Contact Us',
    description: `Call, text or write to Lumen Jewels. Our jewellery specialists answer chat and e-mail ${BRAND.supportHours.specialists.hours} about sizing, custom designs and orders.`,
  });

  return (
    <>
      <PageHero
        eyebrow="Contact us"
        title="We'd love to hear from you"
        crumb="Contact Us"
        art="ringBox"
        lead={<p>{CONTACT_LEAD}</p>}
      />
      <section className="section" aria-label="Contact details and form">
        <div className="container contact-layout">
          <section className="contact-card" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="contact-card__title">
              Talk to a specialist
            </h2>
            <ul className="contact-card__list">
              <li id="phone-email">
                <PhoneIcon size={22} />
                <div>
                  <p className="contact-card__label">
                    {BRAND.supportHours.phone.label} {BRAND.supportHours.phone.hours}
                  </p>
                  <a href={BRAND.phone.href}>{BRAND.phone.display}</a>
                </div>
              </li>
              <li>
                <MailIcon size={22} />
                <div>
                  <p className="contact-card__label">Email</p>
                  <a href={BRAND.email.href}>{BRAND.email.display}</a>
                </div>
              </li>
              <li id="hours">
                <ClockIcon size={22} />
                <div>
                  <p className="contact-card__label">Support hours</p>
                  <SupportHours lines={['specialists', 'store']} />
                </div>
              </li>
            </ul>
            <p className="contact-card__note">{CONTACT_HOURS_NOTE}</p>
          </section>
          <div className="contact-form-card">
            <h2 className="contact-form-card__title">Send us a message</h2>
            <p className="contact-form-card__intro">
              Tell us what you have in mind. Leave an e-mail address or a mobile number and we will reply there.
            </p>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
