import { describe, expect, it } from 'vitest';
import {
  checkEngraving,
  ENGRAVING_MESSAGES,
  engravingWords,
  type Personalisation,
  storedEngraving,
} from './engraving-words';

const band: Personalisation = { kind: 'engraving', max_length: 12, fonts: ['serif', 'script'], lead_days: 5 };
const initial: Personalisation = { kind: 'initial', max_length: 1, fonts: [], lead_days: 7 };

describe('checkEngraving', () => {
  it('tidies the words and gives the piece’s first font when none is chosen', () => {
    expect(checkEngraving(band, { text: '  A   & R ' })).toEqual({ engraving: { text: 'A & R', font: 'serif' } });
    expect(checkEngraving(band, { text: 'Toujours é', font: 'script' })).toEqual({
      engraving: { text: 'Toujours é', font: 'script' },
    });
  });

  it('counts characters as a shopper sees them, after tidying', () => {
    expect(checkEngraving(band, { text: 'ééééééééééé1' })).toMatchObject({ engraving: { text: 'ééééééééééé1' } });
    expect(checkEngraving(band, { text: 'ééééééééééé12' })).toEqual({ problem: ENGRAVING_MESSAGES.tooLong(12) });
  });

  it('refuses control characters, marks the engraver cannot cut, empty words and a font the piece lacks', () => {
    expect(checkEngraving(band, { text: 'A\tR' })).toEqual({ problem: ENGRAVING_MESSAGES.plainText });
    expect(checkEngraving(band, { text: 'A ♥ R' })).toEqual({ problem: ENGRAVING_MESSAGES.characters });
    expect(checkEngraving(band, { text: 'अ' })).toEqual({ problem: ENGRAVING_MESSAGES.characters });
    expect(checkEngraving(band, { text: '  ' })).toEqual({ problem: ENGRAVING_MESSAGES.empty });
    expect(checkEngraving(band, { text: 'A', font: 'block' })).toEqual({
      problem: ENGRAVING_MESSAGES.font(['serif', 'script']),
    });
  });

  it('a plain line: fine on a piece offering engraving, refused on one made with an initial', () => {
    expect(checkEngraving(band, null)).toEqual({ engraving: null });
    expect(checkEngraving(null, undefined)).toEqual({ engraving: null });
    expect(checkEngraving(initial, null)).toEqual({ problem: ENGRAVING_MESSAGES.required });
    expect(checkEngraving(null, { text: 'A' })).toEqual({ problem: ENGRAVING_MESSAGES.notPersonalisable });
  });

  it('an initial is one letter A–Z, in capitals, without a font', () => {
    expect(checkEngraving(initial, { text: ' m ' })).toEqual({ engraving: { text: 'M' } });
    expect(checkEngraving(initial, { text: ' ' })).toEqual({ problem: ENGRAVING_MESSAGES.required });
    expect(checkEngraving(initial, { text: 'MR' })).toEqual({ problem: ENGRAVING_MESSAGES.initial });
    expect(checkEngraving(initial, { text: 'É' })).toEqual({ problem: ENGRAVING_MESSAGES.initial });
    expect(checkEngraving(initial, { text: 'M', font: 'serif' })).toEqual({ problem: ENGRAVING_MESSAGES.noFont });
  });
});

describe('the words of an engraving', () => {
  it('reads the stored columns and says the line in words', () => {
    expect(storedEngraving('', '')).toBeNull();
    expect(storedEngraving('A & R', 'script')).toEqual({ text: 'A & R', font: 'script' });
    expect(storedEngraving('M', '')).toEqual({ text: 'M' });
    expect(engravingWords({ text: 'A & R', font: 'script' })).toBe('Engraved “A & R” in Script');
    expect(engravingWords({ text: 'M' })).toBe('Initial M');
  });
});
