/** The shop's brand facts in one typed place: name, contact details, social links, support hours, storage keys. */
export type Brand = {
  name: string;
  tagline: string;
  phone: { display: string; href: `tel:${string}` };
  email: { display: string; href: `mailto:${string}` };
  social: { instagram: string; facebook: string; linkedin: string };
  tokenStorageKey: string;
  supportHours: { contactPage: string; home: string };
  copyrightYear: number;
};

export const BRAND = {
  name: 'Lumen Jewels',
  tagline: 'Gold and lab-grown diamond jewellery, designed in India to be worn every day.',
  phone: { display: '+91 98765 43210', href: 'tel:+919876543210' },
  email: { display: 'hello@lumenjewels.in', href: 'mailto:hello@lumenjewels.in' },
  social: {
    instagram: 'https://www.instagram.com/lumenjewels',
    facebook: 'https://www.facebook.com/lumenjewels',
    linkedin: 'https://www.linkedin.com/company/lumenjewels',
  },
  tokenStorageKey: 'lumen-user-token',
  // Both readings stand (spec §9): the contact page and the home page quote different hours.
  supportHours: { contactPage: '9 AM-10 PM, 7 days', home: 'Mon-Sat 8AM-6PM' },
  copyrightYear: 2025,
} as const satisfies Brand;
