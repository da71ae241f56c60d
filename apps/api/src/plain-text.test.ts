/**
 * Control characters (NUL above all) in what a client sends: the contract refuses them in every text field of every
 * route — tabs and line breaks only where a field is multi-line — with a 400 naming the field, before anything
 * reaches the database.
 */
import { API_PATHS } from '@lumen/contract/routes';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { loadConfig } from './config';
import { signedInCustomer } from './test/customers';
import { createTestApp, createTestDatabase, type TestApp } from './test/harness';

/** Fields that hold several lines (their tabs and line breaks are kept). */
const MULTI_LINE_FIELDS = new Set([
  'POST /api/contact body.message',
  'POST /api/assistant/messages body.text',
  'POST /api/admin/messages/:id/replies body.text',
  'POST /api/admin/orders/:order_id/notes body.text',
  'POST /api/admin/products body.description',
  'PATCH /api/admin/products/:id body.description',
]);

type Part = 'body' | 'querystring' | 'params';

/** Every route's request schemas, as the app registers them. */
async function requestSchemas() {
  const found: { route: string; part: Part; schema: z.ZodType }[] = [];
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none', CLEANUP_INTERVAL_SECONDS: '0' }),
    database,
    notifier: { send: async () => undefined },
    instrument: (bare) =>
      bare.addHook('onRoute', (route: RouteOptions) => {
        for (const part of ['body', 'querystring', 'params'] as const) {
          const schema = (route.schema as Record<string, unknown> | undefined)?.[part];
          if (schema instanceof z.ZodType) {
            for (const method of [route.method].flat()) found.push({ route: `${method} ${route.url}`, part, schema });
          }
        }
      }),
  });
  await app.close();
  await drop();
  return found;
}

/** The names of the top-level text fields of an object schema, as a client would send them. */
function textFields(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string | string[]; anyOf?: { type?: string }[] }>;
  };
  return Object.entries(json.properties ?? {})
    .filter(([, property]) => {
      const types = [property.type, ...(property.anyOf ?? []).map((option) => option.type)].flat();
      return types.includes('string');
    })
    .map(([name]) => name);
}

describe('every text field of every route', () => {
  it('refuses a NUL and the other control characters, naming the field', async () => {
    const schemas = await requestSchemas();
    const checked: string[] = [];
    for (const { route, part, schema } of schemas) {
      for (const field of textFields(schema)) {
        const name = `${route} ${part}.${field}`;
        for (const bad of ['Asha\u0000', 'As\u0007ha', 'Asha\u007f', 'As\u0085ha']) {
          const result = schema.safeParse({ [field]: bad });
          const named = result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field);
          expect(named, `${name} accepts ${JSON.stringify(bad)}`).not.toEqual([]);
        }
        const lines = schema.safeParse({ [field]: 'Dear shop,\n\tIs it in stock?' });
        const lineIssues = lines.success ? [] : lines.error.issues.filter((issue) => issue.path[0] === field);
        if (MULTI_LINE_FIELDS.has(name)) expect(lineIssues, `${name} refuses line breaks`).toEqual([]);
        else expect(lineIssues, `${name} accepts line breaks`).not.toEqual([]);
        checked.push(name);
      }
    }
    // The fields the attack found answering 500 are among those checked.
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /api/user/signUp body.name',
        'POST /api/account/edit/:id body.name',
        'POST /api/user/userAddress body.address_line_1',
        'POST /api/ManageAddress/edit/:id body.city',
        'POST /api/contact body.name',
        'POST /api/contact body.message',
        'POST /api/assistant/messages body.text',
        'GET /api/orders/:id params.id',
      ]),
    );
  });
});

describe('over HTTP', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let id: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
    const customer = await signedInCustomer(t);
    auth = customer.auth;
    id = customer.id;
  });
  afterAll(() => t.close());

  const address = {
    address_line_1: '12 MG Road',
    address_line_2: 'Flat 4',
    city: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    postal_code: '302001',
    address_type: 'Home',
  };

  it.each([
    [
      'sign-up name',
      'POST',
      API_PATHS.signUp,
      {
        name: 'Asha\u0000',
        email: 'nul@example.com',
        Mobile_number: '9000000001',
        password: 'Lumen#Garnet72',
        ConfirmPassword: 'Lumen#Garnet72',
      },
      'name: ',
    ],
    ['contact name', 'POST', API_PATHS.contact, { name: 'A\u0000', email: 'a@example.com', message: 'Hi' }, 'name: '],
    [
      'contact message',
      'POST',
      API_PATHS.contact,
      { name: 'A', email: 'a@example.com', message: 'Hi\u0000' },
      'message: ',
    ],
  ])('answers 400 for a NUL in the %s', async (_label, method, url, payload, field) => {
    const res = await t.app.inject({ method: method as 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message.startsWith(field)).toBe(true);
  });

  it('answers 400 for a NUL in the profile and in every address field, and keeps what was there', async () => {
    const profile = await t.app.inject({
      method: 'POST',
      url: `/api/account/edit/${id}`,
      headers: auth,
      payload: { name: 'Asha\u0000', email: 'x@example.com', Mobile_Number: '9000000002' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toMatch(/^name: /);
    for (const field of Object.keys(address).filter((f) => f !== 'address_type')) {
      const res = await t.app.inject({
        method: 'POST',
        url: API_PATHS.userAddress,
        headers: auth,
        payload: { ...address, [field]: 'x\u0000y' },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
    const list = await t.app.inject({ method: 'GET', url: API_PATHS.addressList, headers: auth });
    expect(list.json().data).toEqual([]);
  });

  it('answers 400 for a NUL in an order id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/%00', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^id: /);
  });
});
