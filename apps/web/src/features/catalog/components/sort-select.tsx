/** The listing's sort dropdown (spec §2): Sort By (the default order), Lowest Price, Highest Price, Best Seller, Newest. */
import type { Sort } from '@lumen/contract/catalog';
import { SORTS } from '@lumen/contract/catalog-vocabulary';
import { useId } from 'react';
import { isOneOf, SORT_OPTIONS } from '../catalogue-vocabulary';

export function SortSelect({ sort, onSort }: { sort: Sort | undefined; onSort: (sort: Sort | undefined) => void }) {
  const selectId = useId();
  return (
    <div className="sort-select">
      <label htmlFor={selectId} className="sort-select__label">
        Sort
      </label>
      <select
        id={selectId}
        className="lj-select sort-select__input"
        value={sort ?? ''}
        onChange={(event) => onSort(isOneOf(SORTS, event.target.value) ? event.target.value : undefined)}
      >
        <option value="">Sort By</option>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
