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
import { tokenKey } from '../../lib/browser-storage';

/** Kept here rather than in lib/storage.ts, so that not even the key's name is part of a storefront page. */
export const STAFF_TOKEN_KEY = 'lumen-staff-token';
export const STAFF_SESSION_ENDED_EVENT = 'lumen:staff-session-ended';
/** The first part of every query key of the back office: signing out drops them all. */
export const ADMIN_KEY = ['admin'] as const;

const staffToken = tokenKey(STAFF_TOKEN_KEY);

export const getStaffToken = (): string | null => staffToken.get();

export const setStaffToken = (token: string): void => staffToken.set(token);

export const clearStaffToken = (): void => staffToken.remove();

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

/** An answer of `staffSend` or `staffUpload`: the HTTP status and the envelope as the server sent it. */
export type StaffAnswer<T> = { status: number; ok: boolean; message: string; data: T | undefined };

function endedIf401(status: number, token: string | null) {
  if (status === 401 && token) {
    clearStaffToken();
    window.dispatchEvent(new Event(STAFF_SESSION_ENDED_EVENT));
  }
}

function envelopeOf<T>(status: number, body: unknown): StaffAnswer<T> {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; data?: T };
  const message = typeof envelope.message === 'string' && envelope.message.trim() !== '' ? envelope.message : '';
  return { status, ok: status >= 200 && status < 300, message, data: envelope.data };
}

/**
 * A back-office call with a body that is not JSON (the products' CSV): the answer's envelope is returned whatever
 * its status, so a refusal's data (the CSV's per-row problems) can be shown.
 */
export async function staffSend<T>(path: ApiPath, body: string, contentType: string): Promise<StaffAnswer<T>> {
  const token = getStaffToken();
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body, credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  endedIf401(response.status, token);
  const parsed: unknown = await response.json().catch(() => null);
  return envelopeOf<T>(response.status, parsed);
}

/** A multipart upload with the staff token, reporting the share of the bytes sent (0 to 1) as it goes. */
export function staffUpload<T>(
  path: ApiPath,
  form: FormData,
  onProgress: (sent: number) => void,
): Promise<StaffAnswer<T>> {
  const token = getStaffToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      endedIf401(request.status, token);
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      resolve(envelopeOf<T>(request.status, body));
    };
    request.onerror = () => reject(new NetworkError());
    request.send(form);
  });
}

/**
 * Downloads a file the API serves to staff only (the products' CSV, a packing slip's PDF): fetched with the token,
 * saved under `filename`. A refusal is thrown as the server words it; a 401 ends the staff session as on every call.
 */
export async function staffDownload(path: ApiPath, filename: string): Promise<void> {
  const token = getStaffToken();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  endedIf401(response.status, token);
  if (!response.ok) {
    const answer = envelopeOf<unknown>(response.status, await response.json().catch(() => null));
    throw new ApiError(answer.message || UNEXPECTED_ERROR_MESSAGE, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Later than at once: some browsers start reading the file only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
