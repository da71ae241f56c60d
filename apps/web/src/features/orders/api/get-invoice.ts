/**
 * `GET /api/orders/{id}/invoice.pdf` and, once a refund went through, `GET /api/orders/{id}/credit-note.pdf`: an
 * order's documents as files, and saving them.
 */
import { API_PATHS } from '@lumen/contract/routes';
import { ApiError, NetworkError, SESSION_ENDED_EVENT, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { clearUserToken, getUserToken } from '../../../lib/storage';
import { orderPath } from './get-order';

/** One of the order's PDFs, fetched with the bearer token (a plain link could not carry it). */
async function getOrderPdf(route: string, id: string): Promise<Blob> {
  const token = getUserToken();
  let response: Response;
  try {
    response = await fetch(orderPath(route, id), {
      headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  if (response.ok) return response.blob();
  if (response.status === 401) {
    clearUserToken();
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  throw new ApiError(
    typeof body?.message === 'string' && body.message ? body.message : UNEXPECTED_ERROR_MESSAGE,
    response.status,
  );
}

/** The tax invoice PDF. */
export const getInvoice = (id: string) => getOrderPdf(API_PATHS.orderInvoice, id);

/** The credit note PDF of a refunded order. */
export const getCreditNote = (id: string) => getOrderPdf(API_PATHS.orderCreditNote, id);

/** Saves `blob` as `filename` through a temporary link (what a download button does without a URL to link to). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
