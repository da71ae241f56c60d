import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogRepository } from '../modules/catalog/repository';
import { seedCatalog } from '../modules/catalog/seed';
import { type Answer, checkAnswers, type OpenApiDocument } from './conformance';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.get('/api/test/own-route', async () => ({ anything: 'goes' }));
    },
  });
  doc = t.app.swagger() as OpenApiDocument;
  // A full listing, large enough to be compressed.
  await seedCatalog(createCatalogRepository(t.database.db));
});
afterAll(() => t.close());

const json = 'application/json; charset=utf-8';
const answer = (fields: Partial<Answer>): Answer => ({
  method: 'POST',
  route: '/api/contact',
  status: 201,
  contentType: json,
  body: JSON.stringify({ status: true, message: 'Thank you.' }),
  ...fields,
});
const problemsOf = (...answers: Answer[]) => checkAnswers(doc, answers).problems;

describe('checking answers against the OpenAPI document', () => {
  it('accepts an answer whose status, content type and body are declared', () => {
    const report = checkAnswers(doc, [
      answer({}),
      { ...answer({ status: 429, body: '{"status":false,"message":"Wait."}' }), count: 2 },
    ]);
    expect(report.problems).toEqual([]);
    expect(report.checked).toBe(3);
    expect([...report.operations]).toEqual(['POST /api/contact']);
  });

  it('reports an undeclared status, naming the operation and what it declares', () => {
    expect(problemsOf(answer({ status: 418 }))).toEqual([
      'POST /api/contact → 418 application/json: status 418 is not declared (declared: 201, 400, 413, 415, 429, 500, 503)',
    ]);
  });

  it('reports an undeclared content type', () => {
    const [problem] = problemsOf(
      answer({
        method: 'GET',
        route: '/api/orders/:id/invoice.pdf',
        status: 404,
        contentType: 'application/pdf',
        body: '%PDF',
      }),
    );
    expect(problem).toBe(
      'GET /api/orders/{id}/invoice.pdf → 404 application/pdf: content type application/pdf is not declared (declared: application/json)',
    );
  });

  it('reports a body that does not match the schema, with the path that disagrees', () => {
    const [problem] = problemsOf(answer({ body: '{"status":"yes","message":"Sent","extra":1}' }));
    expect(problem).toContain('POST /api/contact → 201 application/json: the body does not match the schema');
    expect(problem).toContain('body/status must be boolean');
    expect(problem).toContain('must NOT have additional properties');
  });

  it('reports a body that is not JSON, an empty body where one is declared, and an undocumented operation', () => {
    expect(
      problemsOf(
        answer({ body: '<html>' }),
        answer({ body: '' }),
        answer({ method: 'GET', route: '/api/nowhere/:id', status: 200 }),
        answer({ body: '' }),
      ),
    ).toEqual([
      'POST /api/contact → 201 application/json: the body is not JSON: <html>',
      'POST /api/contact → 201 application/json: the body is empty, but application/json is declared (2 answers)',
      'GET /api/nowhere/{id}: the operation is not in the document',
    ]);
  });

  it('accepts a 304 without a body where the document declares none', () => {
    const notModified = answer({ method: 'GET', route: '/api/catalog/products', status: 304, body: '' });
    expect(problemsOf(notModified)).toEqual([]);
  });

  it('resolves references to the document’s components', () => {
    const withRefs: OpenApiDocument = {
      paths: {
        '/api/x': {
          get: {
            responses: {
              '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
            },
          },
        },
      },
      components: {
        schemas: { Thing: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
      },
    };
    const get = (body: string) => answer({ method: 'GET', route: '/api/x', status: 200, body });
    expect(checkAnswers(withRefs, [get('{"id":1}')]).problems).toEqual([]);
    expect(checkAnswers(withRefs, [get('{"id":"one"}')]).problems[0]).toContain('body/id must be integer');
  });
});

describe('the test harness', () => {
  it('records every answer of the API’s documented routes, bodies as sent before compression', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/catalog/products',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const listing = await t.app.inject({ method: 'GET', url: '/api/catalog/products' });
    await t.app.inject({
      method: 'GET',
      url: '/api/catalog/products',
      headers: { 'if-none-match': listing.headers.etag },
    });
    const recorded = t.answers.answers.map(
      ({ method, route, status, count }) => `${method} ${route} ${status} ×${count}`,
    );
    expect(recorded).toEqual(
      expect.arrayContaining([
        'GET /api/health 200 ×1',
        'GET /api/catalog/products 200 ×2',
        'GET /api/catalog/products 304 ×1',
      ]),
    );
    const listed = t.answers.answers.find((a) => a.route === '/api/catalog/products' && a.status === 200);
    expect(JSON.parse(listed?.body ?? '')).toMatchObject({ status: true });
    expect(t.answers.answers.find((a) => a.status === 304)?.body).toBe('');
  });

  it('leaves out a test’s own routes, hidden routes, HEAD requests and unknown paths', async () => {
    const before = t.answers.answers.length;
    await t.app.inject({ method: 'GET', url: '/api/test/own-route' });
    await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    await t.app.inject({ method: 'HEAD', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(t.answers.answers.length).toBe(before);
  });

  it('fails close() with the list of answers that disagree with the document', async () => {
    const other = await createTestApp();
    await other.app.inject({ method: 'GET', url: '/api/health' });
    const shrunk = structuredClone(other.app.swagger()) as OpenApiDocument;
    delete shrunk.paths?.['/api/health']?.get?.responses?.['200'];
    vi.spyOn(other.app, 'swagger').mockReturnValue(shrunk as ReturnType<typeof other.app.swagger>);
    await expect(other.close()).rejects.toThrow(
      '1 answer(s) disagree with the OpenAPI document:\n  GET /api/health → 200 application/json: status 200 is not declared (declared: 500, 503)',
    );
  });
});
