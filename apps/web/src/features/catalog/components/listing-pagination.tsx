/**
 * Paging of the listing: 'Page 1 of 3', Previous and Next, and the page numbers. Every control is a real link to the
 * page's URL, so pages can be opened in a new tab and are crawlable.
 */
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';

type ListingPaginationProps = {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  onNavigate: () => void;
};

/** The page numbers to show: the first, the last, and the current page with its neighbours. */
function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous > 1) result.push('gap');
    result.push(n);
  }
  return result;
}

export function ListingPagination({ page, pageCount, hrefOf, onNavigate }: ListingPaginationProps) {
  if (pageCount <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < pageCount;

  return (
    <nav className="pagination-nav" aria-label="Pagination">
      <p className="pagination-nav__status">{`Page ${page} of ${pageCount}`}</p>
      <ul className="pagination-nav__list">
        <li>
          {hasPrevious ? (
            <Link to={hrefOf(page - 1)} className="pagination-nav__step" onClick={onNavigate}>
              <ChevronLeftIcon size={16} /> Previous
            </Link>
          ) : (
            <span className="pagination-nav__step" aria-disabled="true">
              <ChevronLeftIcon size={16} /> Previous
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} className="pagination-nav__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefOf(n)}
                className="pagination-nav__page"
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
                onClick={onNavigate}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={hrefOf(page + 1)} className="pagination-nav__step" onClick={onNavigate}>
              Next <ChevronRightIcon size={16} />
            </Link>
          ) : (
            <span className="pagination-nav__step" aria-disabled="true">
              Next <ChevronRightIcon size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
