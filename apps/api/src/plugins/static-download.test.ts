/**
 * @fastify/static 10 asks for content-disposition 3, which wants Node 22; the root package.json overrides it with 2.0.1
 * (CommonJS, Node 18 and later, the same `create`), so `npm install` on Node 20 warns of nothing (issue 31). This runs
 * the one path that reads it, `reply.download()`, on the Node the shop runs on.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';

const root = mkdtempSync(path.join(tmpdir(), 'lumen-download-'));
writeFileSync(path.join(root, 'ring sizer.txt'), 'sizes');
const app = Fastify();
await app.register(fastifyStatic, { root, serve: false });
app.get('/plain', (_request, reply) => reply.download('ring sizer.txt'));
app.get('/named', (_request, reply) => reply.download('ring sizer.txt', 'Bague étoile.txt'));
afterAll(() => app.close());

it('names a downloaded file in Content-Disposition, plain and in UTF-8', async () => {
  const plain = await app.inject({ url: '/plain' });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-disposition']).toBe('attachment; filename="ring sizer.txt"');
  expect(plain.body).toBe('sizes');
  const named = await app.inject({ url: '/named' });
  expect(named.headers['content-disposition']).toBe(
    `attachment; filename="Bague ?toile.txt"; filename*=UTF-8''Bague%20%C3%A9toile.txt`,
  );
});
