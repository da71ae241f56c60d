/**
 * The product page's personalisation, for a piece that takes it: engraving (the words, up to the piece's length,
 * in one of its fonts, with a live preview of the words as the workshop will cut them) or an initial (A–Z). A
 * personalised piece is made to order in the workshop's days and cannot be returned; the page says so here, before
 * the shopper adds it. The words are checked with the server's own rule (contract `checkEngraving`).
 */
import {
  characterCount,
  ENGRAVING_FONT_LABELS,
  ENGRAVING_MESSAGES,
  type EngravingFont,
  type Personalisation,
} from '@lumen/contract/engraving-words';
import { type Ref, useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useHydrated } from '../../../lib/hydration';
import './engraving-chooser.scss';

/** What the shopper has typed and picked so far; `wanted` is whether a piece offering engraving is to be engraved. */
export type EngravingDraft = { wanted: boolean; text: string; font: EngravingFont | undefined };

export const emptyEngravingDraft = (personalisation: Personalisation): EngravingDraft => ({
  wanted: personalisation.kind === 'initial',
  text: '',
  font: personalisation.fonts[0],
});

const LETTERS = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

type Props = {
  personalisation: Personalisation;
  draft: EngravingDraft;
  onChange: (draft: EngravingDraft) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement & HTMLSelectElement>;
};

function MadeToOrderNote({ personalisation }: { personalisation: Personalisation }) {
  return (
    <p className="engraving__note">
      {`Made to order: ships in ${personalisation.lead_days} days. `}
      {ENGRAVING_MESSAGES.nonReturnable}
    </p>
  );
}

function InitialChooser({ personalisation, draft, onChange, error, inputRef }: Props) {
  const id = useId();
  return (
    <div className="engraving">
      <label className="form-label" htmlFor={`${id}-initial`}>
        Your initial
      </label>
      <div className="engraving__row">
        <select
          id={`${id}-initial`}
          ref={inputRef}
          className={`lj-select engraving__initial${error ? ' is-invalid' : ''}`}
          value={draft.text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
        >
          <option value="">Choose a letter</option>
          {LETTERS.map((letter) => (
            <option key={letter} value={letter}>
              {letter}
            </option>
          ))}
        </select>
        <output className="engraving__preview engraving__preview--initial" aria-label="Preview of your initial">
          {draft.text || 'A'}
        </output>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <MadeToOrderNote personalisation={personalisation} />
    </div>
  );
}

function EngravingFields({ personalisation, draft, onChange, error, inputRef }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const count = characterCount(draft.text.trim().replace(/ {2,}/g, ' '));
  return (
    <fieldset className="engraving">
      <legend className="form-label">Engraving</legend>
      <label className="engraving__want">
        <input
          type="checkbox"
          checked={draft.wanted}
          disabled={!hydrated}
          onChange={(event) => onChange({ ...draft, wanted: event.target.checked })}
        />
        {`Engrave it, free (up to ${personalisation.max_length} characters)`}
      </label>
      {draft.wanted ? (
        <>
          <label className="visually-hidden" htmlFor={`${id}-text`}>
            Words to engrave
          </label>
          <input
            id={`${id}-text`}
            ref={inputRef}
            type="text"
            className={`form-control engraving__text${error ? ' is-invalid' : ''}`}
            value={draft.text}
            placeholder="e.g. A & R"
            autoComplete="off"
            spellCheck={false}
            maxLength={personalisation.max_length * 2}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-count ${id}-error`}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
          />
          <p id={`${id}-count`} className="engraving__count">
            {`${count} of ${personalisation.max_length} characters`}
          </p>
          <FieldError id={`${id}-error`} message={error} />
          {personalisation.fonts.length > 1 ? (
            <div className="engraving__fonts" role="radiogroup" aria-label="Font">
              {personalisation.fonts.map((font) => (
                <label key={font} className={`variant-value engraving__font engraving-font--${font}`}>
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={`${id}-font`}
                    value={font}
                    checked={draft.font === font}
                    onChange={() => onChange({ ...draft, font })}
                  />
                  <span className="variant-value__label">{ENGRAVING_FONT_LABELS[font]}</span>
                </label>
              ))}
            </div>
          ) : null}
          <output
            className={`engraving__preview engraving-font--${draft.font ?? personalisation.fonts[0] ?? 'serif'}`}
            aria-label="Preview of your engraving"
          >
            {draft.text.trim() || 'Your words here'}
          </output>
          <MadeToOrderNote personalisation={personalisation} />
        </>
      ) : null}
    </fieldset>
  );
}

export function EngravingChooser(props: Props) {
  return props.personalisation.kind === 'initial' ? <InitialChooser {...props} /> : <EngravingFields {...props} />;
}
