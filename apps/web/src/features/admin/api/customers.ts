/** The customers (permission `customers`): search in cursor pages, a profile, disable / enable, export, erase. */
import type { AdminCustomer, AdminCustomerSummary, CustomerExport } from '@lumen/contract/admin-customers';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import { routeTo } from '@lumen/contract/routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

export const customersKey = [...ADMIN_KEY, 'customers'] as const;
const PAGE_SIZE = 25;

const customerPath = (id: string) => routeTo(ADMIN_API_PATHS.adminCustomer, { id }) as `/api/${string}`;

/** The list's address: the search (trimmed, left out when empty), the page size and the cursor of the next page. */
export function customerListQuery(search: string, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (search.trim() !== '') query.set('q', search.trim());
  if (cursor) query.set('cursor', cursor);
  return `${ADMIN_API_PATHS.adminCustomers}?${query}`;
}

export function useCustomers(search: string) {
  return useInfiniteQuery({
    queryKey: [...customersKey, 'list', search.trim()],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await staffData<{ customers: AdminCustomerSummary[]; next_cursor: string | null }>(
          customerListQuery(search, pageParam) as `/api/${string}`,
        )
      ).data,
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: [...customersKey, 'one', id],
    queryFn: async () => (await staffData<{ customer: AdminCustomer }>(customerPath(id))).data.customer,
    retry: (count, error) => ((error as { status?: number }).status ?? 500) >= 500 && count < 2,
  });
}

export function useSetCustomerDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      staffData<{ customer: AdminCustomer }>(customerPath(id), { method: 'PATCH', body: { disabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      staffData<{ customer: AdminCustomer }>(routeTo(ADMIN_API_PATHS.adminCustomerErase, { id }) as `/api/${string}`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}

/** Fetches everything the shop keeps about the customer (with the staff token) and saves it as a JSON file. */
export function useExportCustomer() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await staffData<CustomerExport>(
        routeTo(ADMIN_API_PATHS.adminCustomerExport, { id }) as `/api/${string}`,
      );
      const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `customer-${id}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return link.download;
    },
  });
}
