import { AdminProductCreateSchema } from '@lumen/contract/admin-catalogue';
import type { Personalisation } from '@lumen/contract/engraving-words';
import { describe, expect, it } from 'vitest';
import { bodyOfValues, EMPTY_PRODUCT_VALUES, fieldOfIssue } from '../catalogue-form';
import { personalisationOfValues, personalisationValues } from '../personalisation-form';

describe('the editor’s personalisation fields', () => {
  it('a plain piece by default; engraving with fonts by their labels, the shop’s choice first', () => {
    expect(personalisationOfValues(EMPTY_PRODUCT_VALUES)).toBeNull();
    expect(
      personalisationOfValues({ pz_kind: 'engraving', pz_max: '12', pz_fonts: 'classic serif, Script', pz_days: '6' }),
    ).toEqual({ kind: 'engraving', max_length: 12, fonts: ['serif', 'script'], lead_days: 6 });
    expect(personalisationOfValues({ pz_kind: 'initial', pz_max: '20', pz_fonts: 'Script', pz_days: '7' })).toEqual({
      kind: 'initial',
      max_length: 1,
      fonts: [],
      lead_days: 7,
    });
  });

  it('round-trips a product’s personalisation', () => {
    const engraving: Personalisation = { kind: 'engraving', max_length: 20, fonts: ['block', 'script'], lead_days: 5 };
    expect(personalisationOfValues(personalisationValues(engraving))).toEqual(engraving);
  });

  it('shows a problem under its own field: a font the workshop lacks, days that are not a number', () => {
    const body = bodyOfValues(
      {
        ...EMPTY_PRODUCT_VALUES,
        name: 'Band',
        description: 'A band.',
        price: '100',
        original_price: '100',
        pz_kind: 'engraving',
        pz_fonts: 'Gothic',
        pz_days: 'soon',
      },
      [],
      [],
    );
    const result = AdminProductCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => fieldOfIssue(issue.path, [], [])) ?? [];
    expect(fields).toEqual(expect.arrayContaining(['pz_fonts', 'pz_days']));
  });
});
