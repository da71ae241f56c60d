/**
 * A message outlives the process that committed it: the server is killed (SIGKILL, nothing runs on the way out)
 * after the commit while its mail server is down, and the next process sends the message — once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/fakes/smtp-sink';
import { createTestDatabase } from '../../test/harness';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { newShopper } from '../../test/shoppers';

let sink: SmtpSink;
let env: Record<string, string>;
let dropDatabase: (() => Promise<void>) | undefined;
const started: ServerProcess[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  await sink.stop();
  const testDb = process.env.TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  await testDb?.database.close();
  dropDatabase = testDb?.drop;
  env = {
    // Both processes on one database: the same PostgreSQL database, or the same PGlite folder in turn.
    DATABASE_URL: testDb?.url ?? '',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lumen-restart-')),
    SMTP_URL: sink.url,
  };
});
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL');
  await dropDatabase?.();
  await sink.stop().catch(() => undefined);
});

const post = (server: ServerProcess, url: string, body: object) =>
  fetch(`http://127.0.0.1:${server.port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a process killed after the commit', () => {
  it('leaves its message on the queue, and the next process sends it once', async () => {
    const first = await startServerProcess(env);
    started.push(first);
    const shopper = newShopper('Restart');
    expect((await post(first, '/api/user/signUp', shopper)).status).toBe(201);
    const code = { type: 'email', email: shopper.email, Mobile_number: shopper.Mobile_number };
    expect((await post(first, '/api/user/otpMethod', code)).status).toBe(200);
    // The code's message is committed; its first try finds the mail server down, and its retry is on the queue.
    await first.waitFor(/a job failed; recorded for its retry/);
    first.child.kill('SIGKILL');
    await first.exited;

    await sink.start();
    const second = await startServerProcess(env);
    started.push(second);
    const toShopper = () => sink.accepted.filter((mail) => mail.to.includes(shopper.email.toLowerCase()));
    await vi.waitFor(() => expect(toShopper(), second.output()).toHaveLength(1), { timeout: 30_000, interval: 200 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(toShopper()).toHaveLength(1);
  }, 90_000);
});
