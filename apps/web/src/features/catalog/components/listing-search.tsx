/**
 * The listing's own search box (spec §2: placeholder 'Search Rings...', required, a Search button). Its placeholder
 * names the category shown ('Search Bangles...'; 'Search Jewellery...' with none), not always Rings: see
 * docs/product.md's departures. It shows the URL's `q`, so a search from the header lands here already filled in.
 */
import type { Category } from '@lumen/contract/catalog-vocabulary';
import { CATEGORY_LABELS } from '@lumen/contract/catalog-vocabulary';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SearchIcon } from '../../../components/icons';

type ListingSearchProps = {
  q: string | undefined;
  /** The category the listing shows, if any: the placeholder names it. */
  category: Category | undefined;
  onSearch: (q: string) => void;
};

export function ListingSearch({ q, category, onSearch }: ListingSearchProps) {
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
        placeholder={`Search ${category ? CATEGORY_LABELS[category] : 'Jewellery'}...`}
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
