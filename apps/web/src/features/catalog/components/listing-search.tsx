/**
 * The listing's own search box (spec §2: placeholder 'Search Rings...', required, a Search button). It shows the
 * URL's `q`, so a search from the header lands here already filled in.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SearchIcon } from '../../../components/icons';

export function ListingSearch({ q, onSearch }: { q: string | undefined; onSearch: (q: string) => void }) {
  const [term, setTerm] = useState(q ?? '');
  const inputId = useId();

  useEffect(() => {
    setTerm(q ?? '');
  }, [q]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = term.trim();
    if (next !== '') onSearch(next);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is still unknown to some supported browsers.
    <form role="search" aria-label="Search the collection" className="listing-search" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search the collection
      </label>
      <SearchIcon size={18} className="listing-search__icon" />
      <input
        id={inputId}
        type="search"
        name="q"
        className="listing-search__input"
        placeholder="Search Rings..."
        required
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className="listing-search__button">
        Search
      </button>
    </form>
  );
}
