/**
 * The back office's session on this device: the staff token under its own storage key (the customer's session is
 * never read or touched), and the API calls made with it. A 401 on a staff call ends the staff session and tells the
 * layout, which sends the staff member to sign-in with the way back.
 */
import {
  ApiError,
  type ApiPath,
  type ApiRequestOptions,
  apiRequest,
  NetworkError,
  UNEXPECTED_ERROR_MESSAGE,
} from '../../lib/api-client';

/** Kept here rather than in lib/storage.ts, so that not even the key's name is part of a storefront page. */
export const STAFF_TOKEN_KEY = 'lumen-staff-token';
export const STAFF_SESSION_ENDED_EVENT = 'lumen:staff-session-ended';
/** The first part of every query key of the back office: signing out drops them all. */
export const ADMIN_KEY = ['admin'] as const;

export function getStaffToken(): string | null {
  try {
    const token = window.localStorage.getItem(STAFF_TOKEN_KEY);
    return token && token.trim() !== '' ? token : null;
  } catch {
    return null;
  }
}

export function setStaffToken(token: string): void {
  try {
    window.localStorage.setItem(STAFF_TOKEN_KEY, token);
  } catch {
    // Blocked storage: the session lasts as long as this page.
  }
}

export function clearStaffToken(): void {
  try {
    window.localStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** A back-office call with the staff token. */
export async function staffRequest<T = undefined>(
  path: ApiPath,
  options: Omit<ApiRequestOptions, 'auth' | 'bearer'> = {},
) {
  const token = getStaffToken();
  try {
    return await apiRequest<T>(path, { ...options, bearer: token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) {
      clearStaffToken();
      window.dispatchEvent(new Event(STAFF_SESSION_ENDED_EVENT));
    }
    throw error;
  }
}

/** The answer's data, which every back-office call that answers data has. */
export async function staffData<T>(path: ApiPath, options: Omit<ApiRequestOptions, 'auth' | 'bearer'> = {}) {
  const result = await staffRequest<T>(path, options);
  if (result.data === undefined) throw new ApiError('The answer had no data.', 500);
  return { data: result.data, message: result.message };
}

/**
 * A file the server answers with the staff token (a packing slip's PDF), saved under `filename`. A refusal is thrown
 * as the server words it; a 401 ends the staff session as on every other call.
 */
export async function staffDownload(path: ApiPath, filename: string): Promise<void> {
  const token = getStaffToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (response.status === 401 && token) {
      clearStaffToken();
      window.dispatchEvent(new Event(STAFF_SESSION_ENDED_EVENT));
    }
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : UNEXPECTED_ERROR_MESSAGE;
    throw new ApiError(message, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
