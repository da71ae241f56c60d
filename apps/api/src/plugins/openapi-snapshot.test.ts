/**
 * The OpenAPI document against the one committed beside this file (`openapi.snapshot.json`): a change to the API's
 * contract (a path, a field, an answer) shows here as a difference to look at, never by accident; moving code between
 * modules must leave it as it is (issue 26). Keys are compared in a fixed order, so the order routes are registered in
 * does not count. After an intended change: `UPDATE_OPENAPI_SNAPSHOT=1 npx vitest run --project api-pglite
 * apps/api/src/plugins/openapi-snapshot.test.ts` writes it anew, for the change's review.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const SNAPSHOT = path.join(import.meta.dirname, 'openapi.snapshot.json');

/** `value` with every object's keys in order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

let t: TestApp;
let doc: unknown;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  doc = canonical((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is the document committed in openapi.snapshot.json', () => {
    if (process.env.UPDATE_OPENAPI_SNAPSHOT) writeFileSync(SNAPSHOT, `${JSON.stringify(doc, null, 2)}\n`);
    expect(doc).toEqual(JSON.parse(readFileSync(SNAPSHOT, 'utf8')));
  });
});
