import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: { database: 'up' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 in the envelope when the database does not answer', async () => {
    const original = t.database.ping;
    t.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: false, data: { database: 'down' } });
    } finally {
      t.database.ping = original;
    }
  });
});
