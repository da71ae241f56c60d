/**
 * How the Stripe fake reads a request — the form encoding with bracket nesting the SDK sends, and the fields in it —
 * and answers in Stripe's error envelope (`{ error: { type, code?, message, param? } }`).
 */
import type { Answer } from '../provider-fake';

type StripeErrorBody = { type: string; code?: string; message: string; param?: string };

/**
 * Decodes a form-encoded body with bracket nesting, as the SDK sends it (`line_items[0][price_data][currency]=inr`),
 * into nested objects; objects whose keys are all indices become arrays. Values stay strings, as on the wire.
 */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return arraysFromIndices(root) as Record<string, unknown>;
}

function arraysFromIndices(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, arraysFromIndices(inner)] as const);
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner);
  }
  return Object.fromEntries(entries);
}

/** A form field that is a whole number (the form sends them as strings), or undefined. */
export function integer(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) return undefined;
  return Number(value);
}

/** A nested form field as an object; anything else as an empty one. */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function failure(status: number, error: StripeErrorBody): Answer {
  return { status, body: { error } };
}

export function invalid(message: string, param?: string, code?: string): Answer {
  return failure(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

export function missingParam(param: string): Answer {
  return invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function invalidInteger(param: string): Answer {
  return invalid(`Invalid integer: ${param}.`, param, 'parameter_invalid_integer');
}

export function missing(kind: string, id: string, param: string): Answer {
  return failure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}
