import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

type Operation = {
  operationId?: string;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type Document = { servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
const statuses = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {});

describe('GET /api/openapi.json', () => {
  it('has no errors under Redocly’s recommended rules, with a missing operationId counted as one', async () => {
    const config = await createConfig({ extends: ['recommended'], rules: { 'operation-operationId': 'error' } });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(operations().length).toBeGreaterThan(30);
  });

  it('names every operation with a unique, readable operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(
      ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id)),
      ids.join(', '),
    ).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/user/signIn']?.post?.operationId).toBe('signIn');
    expect(doc.paths['/api/orders']?.get?.operationId).toBe('listOrders');
  });

  it('lists the serving origin and the shop’s PUBLIC_URL as servers', () => {
    expect(doc.servers?.map((server) => server.url)).toEqual(['/', 'https://shop.example']);
  });

  it('declares the answers any route can give, by what the route takes, in the error envelope', () => {
    // A public form: invalid input, too large, another content type, rate limited, and the server's own failures.
    expect(statuses('/api/contact', 'post')).toEqual(['201', '400', '413', '415', '429', '500', '503']);
    // No input and no token: only the server's failures besides its own answers.
    expect(statuses('/api/health', 'get')).toEqual(['200', '500', '503']);
    // Query parameters can be invalid; a cached answer can be a 304 without a body.
    expect(statuses('/api/catalog/products', 'get')).toEqual(['200', '304', '400', '500', '503']);
    expect(doc.paths['/api/catalog/products']?.get?.responses['304']?.content).toBeUndefined();
    expect(statuses('/api/dev/outbox', 'get')).toContain('400');
    // A token route can answer 401.
    expect(statuses('/api/wishlist/list', 'get')).toContain('401');
    const tooLarge = doc.paths['/api/contact']?.post?.responses['413'];
    expect(tooLarge?.description).toBe('The request body is larger than the limit');
    expect(tooLarge?.content?.['application/json']?.schema).toMatchObject({
      required: ['status', 'message'],
      properties: { status: { enum: [false] } },
    });
  });

  it('keeps a route’s own answer for a status, and its own content types', () => {
    const health503 = doc.paths['/api/health']?.get?.responses['503']?.content?.['application/json']?.schema;
    expect(health503).toMatchObject({ properties: { data: { required: ['database', 'uptimeSeconds'] } } });
    const invoice = doc.paths['/api/orders/{id}/invoice.pdf']?.get?.responses ?? {};
    expect(Object.keys(invoice['200']?.content ?? {})).toEqual(['application/pdf']);
    for (const status of ['400', '401', '404', '500']) {
      expect(Object.keys(invoice[status]?.content ?? {}), status).toEqual(['application/json']);
    }
  });
});
