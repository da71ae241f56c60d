/**
 * A list's search: the text is sent on Search (not on every key, so the server is asked once), and Clear shows the
 * whole list again once a search is applied. `FilterActions` are the buttons every filter form of the back office ends
 * with.
 */
import { type FormEvent, useState } from 'react';

export function SearchForm({
  label,
  formLabel,
  search,
  onSearch,
  maxLength,
  placeholder,
  className,
}: {
  /** The field's visible label. */
  label: string;
  /** The form's accessible name ('Search the coupons'). */
  formLabel: string;
  /** The search applied now ('' for none). */
  search: string;
  onSearch: (text: string) => void;
  maxLength: number;
  placeholder?: string;
  className?: string;
}) {
  const [draft, setDraft] = useState(search);

  function apply(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form className="lj-admin-filters" onSubmit={apply} aria-label={formLabel}>
      <label className={className}>
        <span>{label}</span>
        <input
          className="lj-admin-input"
          type="search"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <FilterActions
        submit="Search"
        onClear={
          search === ''
            ? undefined
            : () => {
                setDraft('');
                onSearch('');
              }
        }
      />
    </form>
  );
}

/** A filter form's submit button, and Clear beside it when `onClear` is given. */
export function FilterActions({
  submit,
  onClear,
  clearDisabled = false,
}: {
  submit: string;
  onClear?: (() => void) | undefined;
  clearDisabled?: boolean;
}) {
  return (
    <div className="lj-admin-filters__actions">
      <button type="submit" className="btn btn-lj btn-lj--sm">
        {submit}
      </button>
      {onClear ? (
        <button type="button" className="lj-admin-ghost" disabled={clearDisabled} onClick={onClear}>
          Clear
        </button>
      ) : null}
    </div>
  );
}
