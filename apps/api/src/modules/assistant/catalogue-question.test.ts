/** Shoppers' catalogue questions read into the listing's filters (catalogue-question.ts), typos and Indian English too. */
import { describe, expect, it } from 'vitest';
import { readCatalogueQuestion } from './catalogue-question';

const none = { metal: [], purity: [], stone: [], price: {} };

describe('reading a catalogue question', () => {
  it.each([
    [
      'rose gold earrings under $200',
      { ...none, category: 'earrings', metal: ['Rose Gold'], price: { max: 200, currency: 'USD' } },
    ],
    ['show me diamond rings', { ...none, category: 'rings', stone: ['Diamond'] }],
    [
      '22 carat gold bangles for her below 50k',
      { ...none, category: 'bangles', audience: 'women', metal: ['Gold'], purity: ['22k'], price: { max: 50_000 } },
    ],
    ['mens platinum rings', { ...none, category: 'rings', audience: 'men', metal: ['Platinum'] }],
    ["men's bracelet", { ...none, category: 'bracelets', audience: 'men' }],
    ['necklace for my wife', { ...none, category: 'necklaces', audience: 'women' }],
    [
      'white gold pendant between ₹20,000 and ₹40,000',
      { ...none, category: 'necklaces', metal: ['White Gold'], price: { min: 20_000, max: 40_000, currency: 'INR' } },
    ],
    ['18k yellow gold chain', { ...none, category: 'chains', metal: ['Gold'], purity: ['18k'] }],
    [
      'sterling silver studs above rs 2000',
      { ...none, category: 'earrings', metal: ['Silver'], price: { min: 2000, currency: 'INR' } },
    ],
    ['pearl earings', { ...none, category: 'earrings', stone: ['Pearl'] }],
    ['any ruby jewellery?', { ...none, stone: ['Ruby'] }],
    ['emerald under 1.5 lakh', { ...none, stone: ['Emerald'], price: { max: 150_000 } }],
    ['watches upto 500 dollars', { ...none, category: 'watches', price: { max: 500, currency: 'USD' } }],
    ['engraved name necklace', { ...none, category: 'personalised' }],
    ['bridal set', { ...none, category: 'bridal-sets' }],
  ])('%s', (question, filters) => {
    expect(readCatalogueQuestion(question)).toEqual({ ...filters, looking: expect.any(Boolean) });
  });

  it.each([
    'is the gold hallmark certified',
    'are your diamonds lab grown',
    'do u take upi',
    'where is my order',
    'retrn polcy',
  ])('leaves "%s" to the help', (question) => {
    expect(readCatalogueQuestion(question)).toBeNull();
  });

  it.each([
    ['show me diamond rings', true],
    ['rose gold earrings under $200', true],
    ['do you sell bangles', true],
    ['how do i return a ring', false],
    ['ring size', false],
  ])('"%s" is plainly a search: %s', (question, looking) => {
    expect(readCatalogueQuestion(question)?.looking).toBe(looking);
  });
});
