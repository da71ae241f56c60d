/** The audit log (owner), newest first, in the server's cursor pages. */
import type { AuditEntry } from '@lumen/contract/admin';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

export type AuditFilters = { staff_id: string; action: string; entity: string; from: string; to: string };
export const NO_AUDIT_FILTERS: AuditFilters = { staff_id: '', action: '', entity: '', from: '', to: '' };
const PAGE_SIZE = 50;

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, 'audit', filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      for (const [name, value] of Object.entries(filters)) if (value.trim() !== '') query.set(name, value.trim());
      if (pageParam) query.set('cursor', pageParam);
      const { data } = await staffData<{ entries: AuditEntry[]; next_cursor: string | null }>(
        `${ADMIN_API_PATHS.adminAudit}?${query}`,
      );
      return data;
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}
