/** `GET /api/orders/{id}/invoice.pdf`: an order's invoice as a file, and saving it. */
import { API_PATHS } from '@lumen/contract/routes';
import { ApiError, NetworkError, SESSION_ENDED_EVENT, UNEXPECTED_ERROR_MESSAGE } from '../../../lib/api-client';
import { clearUserToken, getUserToken } from '../../../lib/storage';
import { orderPath } from './get-order';

/** The invoice PDF, fetched with the bearer token (a plain link could not carry it). */
export async function getInvoice(id: string): Promise<Blob> {
  const token = getUserToken();
  let response: Response;
  try {
    response = await fetch(orderPath(API_PATHS.orderInvoice, id), {
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
