/**
 * The product editor's form (admin-product-screen.tsx), for a new piece and an existing one: every field the API
 * accepts, checked with the contract's schema before it is sent, each problem shown under its field; the
 * material-details table; personalisation (engraving or an initial); the stones (stones-fieldset.tsx); the FAQs
 * (add, remove, move).
 */
import { type AdminProductCreate, AdminProductCreateSchema } from '@lumen/contract/admin-catalogue';
import { PRODUCT_FAQS_MAX } from '@lumen/contract/catalog';
import { AUDIENCES, CATEGORIES, CATEGORY_LABELS, METALS, PURITIES, STONES } from '@lumen/contract/catalog-vocabulary';
import { materialFactsFor } from '@lumen/contract/material-facts';
import { useRef, useState } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import {
  bodyOfValues,
  type FieldIssue,
  faqName,
  fieldOfIssue,
  issueMessage,
  MATERIAL_FIELDS,
  materialName,
  type ProductFormValues,
} from './catalogue-form';
import { Choice } from './components/form-choice';
import { FONTS_LABEL, PERSONALISATION_FIELDS } from './personalisation-form';
import { StonesFieldset } from './stones-fieldset';
import { TaxClassChoice } from './tax-class-choice';

const PERSONALISATION_CHOICES = [
  ['', 'Nothing (a plain piece)'],
  ['engraving', 'Engraving'],
  ['initial', 'An initial (A–Z)'],
] as const;

type ProductFormProps = {
  values: ProductFormValues;
  faqKeys: string[];
  stoneKeys: string[];
  saving: boolean;
  saveLabel: string;
  onSave: (body: AdminProductCreate) => Promise<void>;
};

/** The sizes field's label: how each kind of piece's sizes are written (sizes.ts reads them). */
export const SIZES_LABEL =
  'Sizes, separated by commas: US ring sizes (6, 6½), bangles (2.4), lengths in inches (7, 18); empty for one size';

/** The material-details table: only the facts the piece's kind has (they follow the category and stone chosen). */
function MaterialFieldset() {
  const [category, stone] = useWatch<ProductFormValues>({ name: ['category', 'stone'] }) as [string, string];
  const asked = materialFactsFor(category, stone);
  return (
    <fieldset className="lj-cat-fieldset">
      <legend>Material details</legend>
      <p className="lj-admin-muted">
        The table on the product page; each value is one line. Only the facts this kind of piece has are asked (a chain
        or a watch has no stone facts, a pearl no carat, depth, cut or clarity); the page leaves the others out.
      </p>
      <div className="lj-cat-grid">
        {MATERIAL_FIELDS.filter(([field]) => asked.includes(field)).map(([field, label]) => (
          <FormField key={field} name={materialName(field)} label={label}>
            {(input) => <input {...input} type="text" autoComplete="off" maxLength={120} />}
          </FormField>
        ))}
      </div>
    </fieldset>
  );
}

export function ProductForm({
  values,
  faqKeys: startKeys,
  stoneKeys: startStones,
  saving,
  saveLabel,
  onSave,
}: ProductFormProps) {
  const [faqKeys, setFaqKeys] = useState(startKeys);
  const [stoneKeys, setStoneKeys] = useState(startStones);
  const keysRef = useRef({ faqs: faqKeys, stones: stoneKeys });
  keysRef.current = { faqs: faqKeys, stones: stoneKeys };
  const nextKey = useRef(startKeys.length);
  const nextStone = useRef(startStones.length);

  // The contract's schema checks the body the form makes; each problem is shown under the field it is about.
  const resolver = useRef<Resolver<ProductFormValues, unknown, AdminProductCreate>>(async (formValues) => {
    const keys = keysRef.current;
    const result = AdminProductCreateSchema.safeParse(bodyOfValues(formValues, keys.faqs, keys.stones));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = fieldOfIssue(issue.path, keys.faqs, keys.stones);
      errors[field] ??= { type: issue.code, message: issueMessage(field, issue as unknown as FieldIssue) };
    }
    return { values: {}, errors };
  }).current;

  const move = (index: number, by: -1 | 1) =>
    setFaqKeys((keys) => {
      const next = [...keys];
      const [key] = next.splice(index, 1);
      if (key !== undefined) next.splice(index + by, 0, key);
      return next;
    });

  return (
    <Form
      className="lj-admin-form lj-cat-form"
      defaultValues={values}
      schema={async () => resolver}
      aria-busy={saving}
      onSubmit={async (body) => {
        try {
          await onSave(body);
        } catch (error) {
          void notify('error', errorMessage(error));
          throw error;
        }
      }}
    >
      <fieldset className="lj-cat-fieldset">
        <legend>The piece</legend>
        <FormField name="name" label="Name">
          {(input) => <input {...input} type="text" autoComplete="off" maxLength={120} />}
        </FormField>
        <FormField name="slug" label="Address (slug; empty: made from the name)">
          {(input) => <input {...input} required={false} type="text" autoComplete="off" maxLength={120} />}
        </FormField>
        <div className="lj-cat-grid">
          <Choice name="category" label="Category" options={CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]])} />
          <Choice
            name="audience"
            label="For"
            options={AUDIENCES.map((a) => [a, a.charAt(0).toUpperCase() + a.slice(1)])}
          />
          <Choice name="metal" label="Metal" options={METALS.map((m) => [m, m])} />
          <Choice name="stone" label="Stone" options={STONES.map((s) => [s, s])} />
          <Choice name="purity" label="Purity" options={[['', 'None'], ...PURITIES.map((p) => [p, p] as const)]} />
          <TaxClassChoice />
        </div>
        <div className="lj-cat-grid">
          <FormField name="price" label="Price (USD)">
            {(input) => <input {...input} type="text" inputMode="decimal" autoComplete="off" />}
          </FormField>
          <FormField name="original_price" label="Original price (USD)">
            {(input) => <input {...input} type="text" inputMode="decimal" autoComplete="off" />}
          </FormField>
        </div>
        <FormField name="sizes" label={SIZES_LABEL}>
          {(input) => <input {...input} required={false} type="text" autoComplete="off" />}
        </FormField>
        <FormField name="description" label="Description">
          {(input) => <textarea {...input} rows={5} maxLength={4000} />}
        </FormField>
      </fieldset>
      <MaterialFieldset />
      <fieldset className="lj-cat-fieldset">
        <legend>Personalisation</legend>
        <p className="lj-admin-muted">
          A personalised line is made to order in the days given, and cannot be returned. Longest text and fonts are for
          engraving; an initial is one letter, A to Z.
        </p>
        <div className="lj-cat-grid">
          <Choice name={PERSONALISATION_FIELDS.kind} label="Personalised with" options={PERSONALISATION_CHOICES} />
          <FormField name={PERSONALISATION_FIELDS.lead_days} label="Days to make a personalised piece">
            {(input) => <input {...input} type="text" inputMode="numeric" autoComplete="off" />}
          </FormField>
          <FormField name={PERSONALISATION_FIELDS.max_length} label="Longest engraving (characters)">
            {(input) => <input {...input} type="text" inputMode="numeric" autoComplete="off" />}
          </FormField>
          <FormField name={PERSONALISATION_FIELDS.fonts} label={FONTS_LABEL}>
            {(input) => <input {...input} type="text" autoComplete="off" />}
          </FormField>
        </div>
      </fieldset>
      <StonesFieldset
        keys={stoneKeys}
        onAdd={() => {
          nextStone.current += 1;
          setStoneKeys((keys) => [...keys, `n${nextStone.current}`]);
        }}
        onRemove={(key) => setStoneKeys((keys) => keys.filter((k) => k !== key))}
      />
      <fieldset className="lj-cat-fieldset">
        <legend>Questions and answers</legend>
        {faqKeys.length === 0 ? <p className="lj-admin-muted">No questions for this piece.</p> : null}
        <ol className="lj-cat-faqs">
          {faqKeys.map((key, index) => (
            <li key={key} className="lj-cat-faq">
              <FormField name={faqName(key, 'question')} label={`Question ${index + 1}`}>
                {(input) => <input {...input} type="text" autoComplete="off" maxLength={200} />}
              </FormField>
              <FormField name={faqName(key, 'answer')} label={`Answer ${index + 1}`}>
                {(input) => <textarea {...input} rows={2} maxLength={2000} />}
              </FormField>
              <div className="lj-cat-row-actions">
                <button type="button" className="lj-admin-ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                  Move up<span className="visually-hidden"> question {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="lj-admin-ghost"
                  disabled={index === faqKeys.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Move down<span className="visually-hidden"> question {index + 1}</span>
                </button>
                <button
                  type="button"
                  className="lj-admin-ghost"
                  onClick={() => setFaqKeys((keys) => keys.filter((k) => k !== key))}
                >
                  Remove<span className="visually-hidden"> question {index + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-lj-outline btn-lj--sm"
          disabled={faqKeys.length >= PRODUCT_FAQS_MAX}
          onClick={() => {
            nextKey.current += 1;
            setFaqKeys((keys) => [...keys, `n${nextKey.current}`]);
          }}
        >
          Add a question
        </button>
        {faqKeys.length >= PRODUCT_FAQS_MAX ? (
          <p className="lj-admin-muted">At most {PRODUCT_FAQS_MAX} questions.</p>
        ) : null}
      </fieldset>
      <div className="lj-cat-save">
        <button type="submit" className="btn btn-lj" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : saveLabel}
        </button>
      </div>
    </Form>
  );
}
