/** The header's product search: a required term; submitting opens the catalogue at `/product?q=<term>`. */
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { paths } from '../../lib/paths';

export function HeaderSearch() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = term.trim();
    if (q === '') return;
    navigate(paths.product({ q }));
  }

  return (
    // With the app not yet running, the browser sends the search to the listing itself (`/product?q=`).
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is still unknown to some supported browsers.
    <form role="search" className="header-search" action={paths.product()} onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        className="header-search__input"
        placeholder="Search Product..."
        required
        autoComplete="off"
        enterKeyHint="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <button type="submit" className="header-search__button">
        <SearchIcon size={18} />
        <span className="visually-hidden">Search</span>
      </button>
    </form>
  );
}
