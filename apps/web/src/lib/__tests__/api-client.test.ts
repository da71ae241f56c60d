import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render';
import {
  ApiError,
  apiRequest,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  SESSION_ENDED_EVENT,
  UNEXPECTED_ERROR_MESSAGE,
} from '../api-client';
import { STORAGE_KEYS } from '../storage';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Record<string, string> {
  const init = fetchMock.mock.calls[0]?.at(1) as RequestInit | undefined;
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('apiRequest', () => {
  it('returns the message and data of a true envelope', async () => {
    stubFetch(jsonResponse(200, { status: true, message: 'Profile loaded', data: { id: 7, name: 'Asha' } }));

    await expect(apiRequest<{ id: number; name: string }>('/api/account/userData')).resolves.toMatchObject({
      message: 'Profile loaded',
      data: { id: 7, name: 'Asha' },
    });
  });

  it('posts a JSON body with the method asked for', async () => {
    const fetchMock = stubFetch(jsonResponse(201, { status: true, message: 'Sent' }));

    await apiRequest('/api/contact', { method: 'POST', body: { name: 'Asha' } });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ name: 'Asha' }));
    expect(sentHeaders(fetchMock)['content-type']).toBe('application/json');
  });

  it('throws an ApiError with the server message and HTTP status when status is false', async () => {
    stubFetch(jsonResponse(429, { status: false, message: 'Too many messages. Please try again later.' }));

    const error = await apiRequest('/api/contact', { method: 'POST', body: {} }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Too many messages. Please try again later.', status: 429 });
  });

  it('treats a false status as a failure even on HTTP 200', async () => {
    stubFetch(jsonResponse(200, { status: false, message: 'Address not saved' }));

    await expect(apiRequest('/api/user/userAddress')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Address not saved',
      status: 200,
    });
  });

  it('throws an ApiError with a generic message when the answer is not an envelope', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiRequest('/api/health')).rejects.toMatchObject({
      name: 'ApiError',
      message: UNEXPECTED_ERROR_MESSAGE,
      status: 502,
    });
  });

  it('throws a NetworkError with a readable message when the shop cannot be reached', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    const error = await apiRequest('/api/health').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe("We couldn't reach the shop. Please check your connection and try again.");
  });

  it('sends the bearer token only when the caller asks for auth', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'token-123');

    const withAuth = stubFetch(jsonResponse(200, { status: true, message: 'ok' }));
    await apiRequest('/api/account/userData', { auth: true });
    expect(sentHeaders(withAuth).authorization).toBe('Bearer token-123');

    const withoutAuth = stubFetch(jsonResponse(200, { status: true, message: 'ok' }));
    await apiRequest('/api/contact', { method: 'POST', body: {} });
    expect(sentHeaders(withoutAuth).authorization).toBeUndefined();
  });

  it('sends no Authorization header when auth is asked for but no one is signed in', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { status: true, message: 'ok' }));

    await apiRequest('/api/account/userData', { auth: true });

    expect(sentHeaders(fetchMock).authorization).toBeUndefined();
  });

  it('hands over the whole envelope, for answers with more than data (OTP verification)', async () => {
    stubFetch(jsonResponse(200, { status: true, message: 'Verified', authentication: { accessToken: 'abc' } }));

    const { envelope } = await apiRequest('/api/user/otpVerification', { method: 'POST', body: {} });

    expect(envelope.authentication).toEqual({ accessToken: 'abc' });
  });

  it('separates the field a refusal names from the message a shopper reads', async () => {
    stubFetch(jsonResponse(409, { status: false, message: 'email: This email is already registered.' }));

    await expect(apiRequest('/api/user/signUp', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 409,
      field: 'email',
      message: 'This email is already registered.',
    });
  });

  it('reads Retry-After on a refusal', async () => {
    stubFetch(
      new Response(JSON.stringify({ status: false, message: 'Please wait 90 seconds.' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '90' },
      }),
    );

    await expect(apiRequest('/api/user/resendOtp', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 90,
    });
  });

  it('forgets a token the server refuses on an account call, and says so', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'token-123');
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    stubFetch(jsonResponse(401, { status: false, message: 'Your session has ended. Please sign in again.' }));

    await expect(apiRequest('/api/account/userData', { auth: true })).rejects.toMatchObject({ status: 401 });

    expect(window.localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it('keeps the token when a call without it is refused (a wrong password at sign-in)', async () => {
    window.localStorage.setItem(STORAGE_KEYS.userToken, 'token-123');
    stubFetch(jsonResponse(401, { status: false, message: 'Wrong e-mail, mobile number or password.' }));

    await expect(apiRequest('/api/user/signIn', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });

    expect(window.localStorage.getItem(STORAGE_KEYS.userToken)).toBe('token-123');
  });
});
