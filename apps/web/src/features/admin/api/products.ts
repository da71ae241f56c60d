/** The catalogue (catalogue permission): the product list, one product, its edits, stock, photos and the CSV. */
import type {
  AdminProduct,
  AdminProductCreate,
  AdminProductSummary,
  AdminProductUpdate,
  AdminStock,
  CsvProblem,
} from '@lumen/contract/admin-catalogue';
import type { AdminPhoto, PhotoUpdateRequest } from '@lumen/contract/admin-photos';
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import type { AdminVariantsRequest } from '@lumen/contract/admin-variants';
import { routeTo } from '@lumen/contract/routes';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiPath } from '../../../lib/api-client';
import { type ProductFilters, productListQuery } from '../catalogue-form';
import { ADMIN_KEY, staffData, staffSend, staffUpload } from '../staff-session';

export const productsKey = [...ADMIN_KEY, 'products'] as const;
const productKey = (id: number) => [...productsKey, 'one', id] as const;
const photosKey = (id: number) => [...productsKey, 'photos', id] as const;

const productPath = (id: number) => routeTo(ADMIN_API_PATHS.adminProduct, { id: String(id) }) as ApiPath;
const photosPath = (id: number) => routeTo(ADMIN_API_PATHS.adminProductImages, { id: String(id) }) as ApiPath;
const photoPath = (id: number, imageId: number) =>
  routeTo(ADMIN_API_PATHS.adminProductImage, { id: String(id), image_id: String(imageId) }) as ApiPath;

export function useProductList(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: [...productsKey, 'list', filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const { data } = await staffData<{ products: AdminProductSummary[]; next_cursor: string | null }>(
        `${ADMIN_API_PATHS.adminProducts}?${productListQuery(filters, pageParam)}`,
      );
      return data;
    },
    getNextPageParam: (page) => page.next_cursor,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: productKey(id),
    queryFn: async () => (await staffData<{ product: AdminProduct }>(productPath(id))).data.product,
  });
}

/** After a change to a product: its own answer is put in the cache, the lists are fetched again. */
function useProductChanged() {
  const queryClient = useQueryClient();
  return (product: AdminProduct) => {
    queryClient.setQueryData(productKey(product.id), product);
    void queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
  };
}

export function useCreateProduct() {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: (body: AdminProductCreate) =>
      staffData<{ product: AdminProduct }>(ADMIN_API_PATHS.adminProducts, { method: 'POST', body }),
    onSuccess: ({ data }) => changed(data.product),
  });
}

export function useUpdateProduct(id: number) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: (body: AdminProductUpdate) =>
      staffData<{ product: AdminProduct }>(productPath(id), { method: 'PATCH', body }),
    onSuccess: ({ data }) => changed(data.product),
  });
}

export function useDuplicateProduct(id: number) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: () =>
      staffData<{ product: AdminProduct }>(
        routeTo(ADMIN_API_PATHS.adminProductDuplicate, { id: String(id) }) as ApiPath,
        { method: 'POST' },
      ),
    onSuccess: ({ data }) => changed(data.product),
  });
}

export function useSetStock(id: number) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: (body: AdminStock) =>
      staffData<{ product: AdminProduct }>(routeTo(ADMIN_API_PATHS.adminProductStock, { id: String(id) }) as ApiPath, {
        method: 'PUT',
        body,
      }),
    onSuccess: ({ data }) => changed(data.product),
  });
}

/** Saves the variants grid (the whole set, in order). */
export function useSetVariants(id: number) {
  const changed = useProductChanged();
  return useMutation({
    mutationFn: (body: AdminVariantsRequest) =>
      staffData<{ product: AdminProduct }>(
        routeTo(ADMIN_API_PATHS.adminProductVariants, { id: String(id) }) as ApiPath,
        {
          method: 'PUT',
          body,
        },
      ),
    onSuccess: ({ data }) => changed(data.product),
  });
}

/** How often the gallery is read again while one of its photos is being processed (a job of the server). */
export const PHOTO_POLL_MS = 1500;
const isProcessing = (photo: AdminPhoto) => photo.status === 'processing';

/**
 * The product's photos. While one is processing, the gallery is read again every PHOTO_POLL_MS until none is (the
 * query's own timer: it stops with the last processing photo, and when no panel shows the gallery); when one has
 * finished, the list's thumbnails are fetched again.
 */
export function usePhotos(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: photosKey(id),
    queryFn: async () => {
      const photos = (await staffData<{ photos: AdminPhoto[] }>(photosPath(id))).data.photos;
      const before = queryClient.getQueryData<AdminPhoto[]>(photosKey(id)) ?? [];
      const finished = before.some(
        (was) => isProcessing(was) && !photos.some((p) => p.id === was.id && isProcessing(p)),
      );
      if (finished) void queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
      return photos;
    },
    refetchInterval: (query) => (query.state.data?.some(isProcessing) ? PHOTO_POLL_MS : false),
  });
}

/** Every photo answer carries the gallery: it replaces the cached one, and the list's thumbnails are fetched again. */
function usePhotosChanged(id: number) {
  const queryClient = useQueryClient();
  return (photos: AdminPhoto[]) => {
    queryClient.setQueryData(photosKey(id), photos);
    void queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] });
  };
}

export function useUploadPhoto(id: number) {
  const changed = usePhotosChanged(id);
  return useMutation({
    mutationFn: async ({ file, alt, onProgress }: { file: File; alt: string; onProgress: (sent: number) => void }) => {
      const form = new FormData();
      // The alt text first: the server reads the parts in order.
      form.append('alt', alt);
      form.append('file', file, file.name);
      const answer = await staffUpload<{ photo: AdminPhoto; photos: AdminPhoto[] }>(photosPath(id), form, onProgress);
      if (!answer.ok || !answer.data) {
        throw new ApiError(answer.message || 'The photo could not be uploaded.', answer.status);
      }
      return { message: answer.message, photos: answer.data.photos };
    },
    onSuccess: ({ photos }) => changed(photos),
  });
}

export function useUpdatePhoto(id: number) {
  const changed = usePhotosChanged(id);
  return useMutation({
    mutationFn: ({ imageId, ...body }: PhotoUpdateRequest & { imageId: number }) =>
      staffData<{ photos: AdminPhoto[] }>(photoPath(id, imageId), { method: 'PATCH', body }),
    onSuccess: ({ data }) => changed(data.photos),
  });
}

export function useDeletePhoto(id: number) {
  const changed = usePhotosChanged(id);
  return useMutation({
    mutationFn: (imageId: number) => staffData<{ photos: AdminPhoto[] }>(photoPath(id, imageId), { method: 'DELETE' }),
    onSuccess: ({ data }) => changed(data.photos),
  });
}

/** The outcome of a CSV import: done, or refused with each problem (row, column, message). */
export type ImportOutcome = { ok: true; message: string } | { ok: false; message: string; problems: CsvProblem[] };

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (csv: string): Promise<ImportOutcome> => {
      const answer = await staffSend<{ errors?: CsvProblem[] }>(ADMIN_API_PATHS.adminProductsImport, csv, 'text/csv');
      if (answer.ok) return { ok: true, message: answer.message };
      if (answer.status === 400) {
        return {
          ok: false,
          message: answer.message || 'The file was not imported.',
          problems: answer.data?.errors ?? [],
        };
      }
      throw new ApiError(answer.message || 'The file could not be imported.', answer.status);
    },
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}
