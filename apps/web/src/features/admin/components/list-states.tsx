/**
 * The states every back-office screen shares: a load that failed (the server's words, and Try again unless the thing
 * is not there at all) and the next page of a server-paged list.
 */
import { ApiError, errorMessage } from '../../../lib/api-client';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="lj-admin-alert lj-admin-alert--retry" role="alert">
      <span>{errorMessage(error)}</span>
      {missing ? null : (
        <button type="button" className="lj-admin-ghost" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

type PagedList = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** "Show more …" while the server has another page of `list`, busy while it loads. */
export function ShowMore({ list, label }: { list: PagedList; label: string }) {
  if (!list.hasNextPage) return null;
  return (
    <button
      type="button"
      className="btn btn-lj-outline btn-lj--sm lj-admin-more"
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
      aria-busy={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage ? 'Loading…' : label}
    </button>
  );
}
