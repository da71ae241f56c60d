/** JSON requests from a bench to a server it started, each bounded by a timeout. */

/** The API's answer envelope. */
export type Envelope<T> = { status: boolean; message: string; data?: T };

export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as T };
}
