import { describe, expect, it } from 'vitest';
import { caratStops } from '../components/carat-range';
import {
  activeFilterCount,
  clearFilters,
  filtersTitle,
  padCount,
  readListingState,
  toggleFilter,
  toggleInStock,
  writeListingState,
} from '../listing-params';

const read = (search: string) => readListingState(new URLSearchParams(search));

describe('listing URL state', () => {
  it('reads every parameter the listing understands', () => {
    expect(
      read(
        'category=rings&audience=women&q=%20halo%20&metal=Silver&metal=Gold&stone=Ruby&purity=22k&shape=oval&shape=round&colour=F&clarity=VS1&minPrice=12000&maxPrice=50000&sort=newest&inStock=true&page=2',
      ),
    ).toEqual({
      category: 'rings',
      audience: 'women',
      q: 'halo',
      metal: ['Gold', 'Silver'],
      stone: ['Ruby'],
      purity: ['22k'],
      shape: ['round', 'oval'],
      colour: ['F'],
      clarity: ['VS1'],
      minPrice: 12000,
      maxPrice: 50000,
      sort: 'newest',
      inStock: true,
      page: 2,
    });
  });

  it('drops what the API would refuse, so a hand-edited URL still shows a page', () => {
    expect(
      read(
        'category=hats&audience=pets&metal=Tin&metal=Gold&metal=Gold&shape=blob&colour=Z&sort=cheap&page=-3&minPrice=abc',
      ),
    ).toEqual({
      category: undefined,
      audience: undefined,
      q: undefined,
      metal: ['Gold'],
      stone: [],
      purity: [],
      shape: [],
      colour: [],
      clarity: [],
      minPrice: undefined,
      maxPrice: undefined,
      sort: undefined,
      inStock: false,
      page: 1,
    });
    expect(read('minPrice=50000&maxPrice=12000')).toMatchObject({ minPrice: 12000, maxPrice: 50000 });
  });

  it('round-trips through the URL and starts again from page 1 when a filter changes', () => {
    const state = read('category=rings&metal=Gold&page=3');
    expect(writeListingState(state).toString()).toBe('category=rings&metal=Gold&page=3');
    const next = toggleFilter(state, 'stone', 'Diamond');
    expect(writeListingState(next).toString()).toBe('category=rings&metal=Gold&stone=Diamond');
    expect(writeListingState(toggleFilter(next, 'metal', 'Gold')).toString()).toBe('category=rings&stone=Diamond');
    const oval = toggleFilter(next, 'shape', 'oval');
    expect(writeListingState(oval).toString()).toBe('category=rings&metal=Gold&stone=Diamond&shape=oval');
    expect(activeFilterCount(toggleFilter(oval, 'colour', 'F'))).toBe(4);
  });

  it("counts ticked options and a narrowed price for 'Filters (NN)'", () => {
    expect(activeFilterCount(read('metal=Gold&stone=Diamond&purity=18k'))).toBe(3);
    expect(activeFilterCount(read('metal=Gold&maxPrice=30000&q=ring&category=rings'))).toBe(2);
    expect(padCount(3)).toBe('03');
    expect(padCount(12)).toBe('12');
  });

  it('reads a carat range, sets crossed ends right, drops a malformed one, and counts it as one filter', () => {
    expect(read('minCarat=1.5&maxCarat=0.5')).toMatchObject({ minCarat: 0.5, maxCarat: 1.5 });
    expect(read('minCarat=abc&maxCarat=1.234')).toMatchObject({ minCarat: undefined, maxCarat: undefined });
    const state = read('category=diamonds&minCarat=0.75&maxCarat=2');
    expect(writeListingState(state).toString()).toBe('category=diamonds&minCarat=0.75&maxCarat=2');
    expect(activeFilterCount(state)).toBe(1);
    expect(writeListingState(clearFilters(state)).toString()).toBe('category=diamonds');
  });

  it('offers the carat stops that span the result, with the URL’s own values among them', () => {
    expect(caratStops({ min: 0.5, max: 1.5 })).toEqual([0.5, 0.75, 1, 1.25, 1.5]);
    expect(caratStops({ min: 0.3, max: 1.1 })).toEqual([0.25, 0.5, 0.75, 1, 1.25]);
    expect(caratStops({ min: 0.3, max: 1.1 }, [0.3, undefined])).toEqual([0.25, 0.3, 0.5, 0.75, 1, 1.25]);
    expect(caratStops({ min: 6, max: 7.2 })).toEqual([5, 8]);
  });

  it("titles the panel 'Filters' with nothing chosen and 'Filters (NN)' once something is", () => {
    expect(filtersTitle(0)).toBe('Filters');
    expect(filtersTitle(1)).toBe('Filters (01)');
    expect(filtersTitle(12)).toBe('Filters (12)');
  });

  it('keeps In stock in the URL, counts it as a filter, and starts again from page 1 when it is ticked', () => {
    const state = read('category=rings&page=3');
    expect(state.inStock).toBe(false);
    const ticked = toggleInStock(state);
    expect(writeListingState(ticked).toString()).toBe('category=rings&inStock=true');
    expect(activeFilterCount(ticked)).toBe(1);
    expect(read('inStock=yes').inStock).toBe(false);
    expect(toggleInStock(ticked).inStock).toBe(false);
  });
});
