/**
 * The listing's filter panel (spec §2): 'Filters (NN)' with the number of active filter values (plain 'Filters'
 * while none is chosen, issue 12), Clear Filters, the price range, the Metal, Stone Shape and Gold Purity
 * checkbox groups and the In stock box, then the diamond groups (cut, colour, clarity) and the carat range, each option with its facet count (shown 'Gold (22)', named 'Gold, 22 products'). On phones the
 * panel folds away behind the toolbar's 'Filters (NN)' button (see product-list-screen.tsx).
 */
import type { ProductFacets } from '@lumen/contract/catalog';
import { FILTER_GROUPS, type FilterParam } from '../catalogue-vocabulary';
import type { ListingState } from '../listing-params';
import { CARAT_STOPS, CaratRange } from './carat-range';
import { PriceRange, type PriceValues } from './price-range';

export type PriceSlider = { bounds: { min: number; max: number }; values: PriceValues } | null;

type FilterPanelProps = {
  id: string;
  state: ListingState;
  title: string;
  /** Facet counts of the view on screen; undefined until the first answer. */
  facets: ProductFacets | undefined;
  price: PriceSlider;
  open: boolean;
  onToggle: (param: FilterParam, value: string) => void;
  onToggleInStock: () => void;
  onPriceCommit: (values: PriceValues) => void;
  onCaratChange: (min: number | undefined, max: number | undefined) => void;
  onClear: () => void;
  onClose: () => void;
  resultLabel: string;
};

function countOf(facets: ProductFacets | undefined, param: FilterParam, value: string): number | undefined {
  const counts: ReadonlyArray<{ value: string; count: number }> | undefined = facets?.[param];
  if (!counts) return undefined;
  return counts.find((entry) => entry.value === value)?.count ?? 0;
}

/** One checkbox with its facet count: shown 'Gold (22)', named 'Gold, 22 products'. */
function FilterOption({
  name,
  value,
  label,
  count,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  label: string;
  count: number | undefined;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="filter-option" data-empty={(count === 0 && !checked) || undefined}>
      <input
        type="checkbox"
        className="filter-option__input"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
      />
      {count === undefined ? (
        <span className="filter-option__label">{label}</span>
      ) : (
        <>
          {/* Shown 'Gold (22)'; named in one piece, so no reader runs it together as 'Gold(22)'. */}
          <span className="filter-option__label" aria-hidden="true">
            {label}
          </span>
          <span className="filter-option__count" aria-hidden="true">{`(${count})`}</span>
          <span className="visually-hidden">{`${label}, ${count} ${count === 1 ? 'product' : 'products'}`}</span>
        </>
      )}
    </label>
  );
}

/**
 * A group's options as the panel lists them: the values the listing's pieces are offered in (the API's facets), and
 * any value already chosen; every option of the vocabulary until the facets arrive.
 */
function offeredOptions(
  options: ReadonlyArray<string>,
  facets: ReadonlyArray<{ value: string }> | undefined,
  checked: ReadonlyArray<string>,
): ReadonlyArray<string> {
  if (!facets) return options;
  return options.filter((option) => checked.includes(option) || facets.some((facet) => facet.value === option));
}

export function FilterPanel({
  id,
  state,
  title,
  facets,
  price,
  open,
  onToggle,
  onToggleInStock,
  onPriceCommit,
  onCaratChange,
  onClear,
  onClose,
  resultLabel,
}: FilterPanelProps) {
  const titleId = `${id}-title`;
  // The carat range spans the result's centre stones (counted before the carat filter); a chosen range always shows.
  const caratChosen = state.minCarat !== undefined || state.maxCarat !== undefined;
  const carat =
    facets?.carat ?? (caratChosen ? { min: state.minCarat ?? CARAT_STOPS[0], max: state.maxCarat ?? 5 } : null);

  return (
    <section id={id} className="filter-panel" data-open={open || undefined} aria-labelledby={titleId}>
      <div className="filter-panel__head">
        <h2 id={titleId} className="filter-panel__title">
          {title}
        </h2>
        <button type="button" className="filter-panel__clear" onClick={onClear}>
          Clear Filters
        </button>
      </div>

      <fieldset className="filter-group">
        <legend className="filter-group__title">Price</legend>
        {price ? (
          <PriceRange bounds={price.bounds} values={price.values} onCommit={onPriceCommit} />
        ) : (
          <div className="price-range price-range--placeholder">
            <p className="filter-group__note">{facets ? 'No prices to compare in this view.' : 'Loading prices…'}</p>
          </div>
        )}
      </fieldset>

      <fieldset className="filter-group">
        <legend className="filter-group__title">Availability</legend>
        <ul className="filter-options">
          <li>
            <FilterOption
              name="inStock"
              value="true"
              label="In stock"
              count={facets?.in_stock}
              checked={state.inStock}
              onChange={onToggleInStock}
            />
          </li>
        </ul>
      </fieldset>

      {FILTER_GROUPS.map((group) => {
        const checked: ReadonlyArray<string> = state[group.param];
        const options = offeredOptions(group.options, facets?.[group.param], checked);
        // A group none of the listing's pieces has (no diamond colour among bracelets) is left out.
        if (options.length === 0) return null;
        return (
          <fieldset key={group.param} className="filter-group">
            <legend className="filter-group__title">{group.title}</legend>
            <ul className="filter-options">
              {options.map((option) => {
                const count = countOf(facets, group.param, option);
                const isChecked = checked.includes(option);
                return (
                  <li key={option}>
                    <FilterOption
                      name={group.param}
                      value={option}
                      label={'labels' in group ? group.labels[option as keyof typeof group.labels] : option}
                      count={count}
                      checked={isChecked}
                      onChange={() => onToggle(group.param, option)}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}

      {carat && (
        <fieldset className="filter-group">
          <legend className="filter-group__title">Carat</legend>
          <CaratRange bounds={carat} min={state.minCarat} max={state.maxCarat} onChange={onCaratChange} />
        </fieldset>
      )}

      <button type="button" className="btn btn-lj filter-panel__done" onClick={onClose}>
        {resultLabel}
      </button>
    </section>
  );
}
