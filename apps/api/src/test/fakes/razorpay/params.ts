/** How the Razorpay fake reads a JSON field, and answers in Razorpay's error envelope (`{ error: { code, ... } }`). */
import type { Answer } from '../provider-fake';

export function badRequest(description: string, field?: string): Answer {
  return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description, ...(field ? { field } : {}) } } };
}

/** A JSON field that is an integer, or undefined. */
export function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}
