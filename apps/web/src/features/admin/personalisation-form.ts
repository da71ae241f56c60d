/**
 * The product editor's personalisation fields as form values and back: none, engraving (its longest text, its fonts
 * by name, the shop's choice first, and the workshop's days) or an initial (A–Z, its days). The contract's
 * PersonalisationSchema checks the result; a number that is not one is sent as NaN, which it refuses under its field.
 */
import type { AdminProduct, AdminProductCreate } from '@lumen/contract/admin-catalogue';
import {
  DEFAULT_ENGRAVING_DAYS,
  ENGRAVING_FONT_LABELS,
  ENGRAVING_FONTS,
  type EngravingFont,
} from '@lumen/contract/engraving-words';
import type { ProductFormValues } from './catalogue-form';

/** The form's names for the personalisation fields, by the contract's field. */
export const PERSONALISATION_FIELDS = {
  kind: 'pz_kind',
  max_length: 'pz_max',
  fonts: 'pz_fonts',
  lead_days: 'pz_days',
} as const;

const ALL_FONTS = ENGRAVING_FONTS.map((font) => ENGRAVING_FONT_LABELS[font]).join(', ');

export const FONTS_LABEL = `Fonts, separated by commas, the shop's choice first (${ALL_FONTS})`;

export const EMPTY_PERSONALISATION_VALUES: ProductFormValues = {
  pz_kind: '',
  pz_max: '20',
  pz_fonts: ALL_FONTS,
  pz_days: String(DEFAULT_ENGRAVING_DAYS),
};

export function personalisationValues(personalisation: AdminProduct['personalisation']): ProductFormValues {
  if (!personalisation) return EMPTY_PERSONALISATION_VALUES;
  return {
    pz_kind: personalisation.kind,
    pz_max: String(personalisation.max_length),
    pz_fonts:
      personalisation.kind === 'initial'
        ? ALL_FONTS
        : personalisation.fonts.map((font) => ENGRAVING_FONT_LABELS[font]).join(', '),
    pz_days: String(personalisation.lead_days),
  };
}

/** A font by its label or its name, any case; a word that is neither stays as typed (the schema refuses it). */
function fontOf(word: string): EngravingFont {
  const lower = word.toLowerCase();
  const known = ENGRAVING_FONTS.find((font) => font === lower || ENGRAVING_FONT_LABELS[font].toLowerCase() === lower);
  return known ?? (word as EngravingFont);
}

const whole = (text: string | undefined) => (/^\s*\d{1,3}\s*$/.test(text ?? '') ? Number(text) : Number.NaN);

export function personalisationOfValues(values: ProductFormValues): AdminProductCreate['personalisation'] {
  const kind = values.pz_kind;
  if (kind !== 'engraving' && kind !== 'initial') return null;
  const lead_days = whole(values.pz_days);
  if (kind === 'initial') return { kind, max_length: 1, fonts: [], lead_days };
  const fonts = (values.pz_fonts ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '')
    .map(fontOf);
  return { kind, max_length: whole(values.pz_max), fonts, lead_days };
}
