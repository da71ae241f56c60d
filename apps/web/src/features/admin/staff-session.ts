/**
 * The back office's session on this device: the staff token under its own storage key (the customer's session is
 * never read or touched), and the API calls made with it. A 401 on a staff call ends the staff session and tells the
 * layout, which sends the staff member to sign-in with the way back.
 */
import { ApiError, type ApiPath, type ApiRequestOptions, apiRequest } from '../../lib/api-client';

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
