/** What a piece of work asks of the database: for tests that prove how many statements, or which, a call runs. */
import type { TestApp } from './harness';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * The SQL text of every statement `work` runs through the app's database client (PGlite's or node-postgres'),
 * parameters left out — the calls' own, not those of the jobs they leave on the queue, which a worker runs after
 * the answer (the harness drains the queue after each call).
 */
export async function statementsOf(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  const seen: string[] = [];
  let recording = true;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    if (recording) seen.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return original.apply(this, args);
  } as Query;
  const jobs = t.app.jobs;
  const drain = jobs.drain;
  jobs.drain = async (...args) => {
    recording = false;
    try {
      await drain(...args);
    } finally {
      recording = true;
    }
  };
  try {
    await work();
  } finally {
    client.query = original;
    jobs.drain = drain;
  }
  return seen;
}
