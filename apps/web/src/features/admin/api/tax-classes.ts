/**
 * The tax classes (permission `pricing`): listed with how many pieces each has, added, changed and deleted. A change
 * answers the class (or, for a delete, the classes left); the list is fetched again so the counts stay true.
 */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { TaxClass, TaxClassInput, TaxClassUpdate } from '@lumen/contract/tax-classes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, staffData } from '../staff-session';

export type TaxClasses = {
  classes: TaxClass[];
  standard: { rate_percent: number; products: number };
  prices_include_tax: boolean;
};

const taxClassesKey = [...ADMIN_KEY, 'tax-classes'] as const;
const classPath = (id: number) => ADMIN_API_PATHS.adminTaxClass.replace(':id', String(id)) as `/api/${string}`;

export function useTaxClasses() {
  return useQuery({
    queryKey: taxClassesKey,
    queryFn: async () => (await staffData<TaxClasses>(ADMIN_API_PATHS.adminTaxClasses)).data,
  });
}

/** Adds a class (`id` absent) or changes one. */
export function useSaveTaxClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TaxClassInput | TaxClassUpdate }) =>
      id === undefined
        ? staffData<{ tax_class: TaxClass }>(ADMIN_API_PATHS.adminTaxClasses, { method: 'POST', body })
        : staffData<{ tax_class: TaxClass }>(classPath(id), { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxClassesKey }),
  });
}

/** Shows the storefront's prices including GST or excluding it; the answer is the list as it now stands. */
export function useSetTaxDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricesIncludeTax: boolean) =>
      staffData<TaxClasses>(ADMIN_API_PATHS.adminTaxDisplay, {
        method: 'PUT',
        body: { prices_include_tax: pricesIncludeTax },
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(taxClassesKey, data),
  });
}

export function useDeleteTaxClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffData<TaxClasses>(classPath(id), { method: 'DELETE' }),
    onSuccess: ({ data }) => queryClient.setQueryData(taxClassesKey, data),
  });
}
