/**
 * `npm run staff -- add`, run as its own process: on PostgreSQL against the test database while the app serves it,
 * on PGlite against a data folder (refused while another process has the folder open). The printed secret signs in.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { auditLog, staff } from '../db/schema';
import { totpCode } from '../modules/staff/totp';
import { createTestApp, onPostgres } from '../test/harness';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'Lumen#Opal-Keeper-42';

function runStaff(args: string[], env: Record<string, string>, stdin: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

const add = (email: string, role = 'owner') => [
  'add',
  '--email',
  email,
  '--name',
  'Asha Rao',
  '--role',
  role,
  '--password-stdin',
];

/** The printed secret and recovery codes. */
function printed(stdout: string) {
  const uri = /otpauth:\/\/totp\/\S+/.exec(stdout)?.[0] ?? '';
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  const codes = [...stdout.matchAll(/^ {2}([a-z2-7]{4}(?:-[a-z2-7]{4}){3})$/gm)].map((m) => m[1]);
  return { uri, secret, codes };
}

describe('npm run staff -- add', () => {
  it.runIf(onPostgres)(
    'adds an owner on PostgreSQL while the shop runs; the printed secret signs in',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '10000' } });
      try {
        const run = await runStaff(add('Asha@Lumen.example'), { DATABASE_URL: t.databaseUrl ?? '' }, `${PASSWORD}\n`);
        expect(run.code, run.stderr).toBe(0);
        const { uri, secret, codes } = printed(run.stdout);
        expect(uri).toMatch(/^otpauth:\/\/totp\/Lumen%20Jewels:asha(%40|@)lumen\.example\?/);
        expect(uri).toContain('issuer=Lumen%20Jewels');
        expect(codes).toHaveLength(10);
        const signIn = await t.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          payload: { email: 'asha@lumen.example', password: PASSWORD, code: totpCode(secret, Date.now()) },
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        expect(signIn.json().data.staff.role).toBe('owner');
        const recovery = await t.app.inject({
          method: 'POST',
          url: '/api/admin/session',
          payload: { email: 'asha@lumen.example', password: PASSWORD, code: codes[0] },
        });
        expect(recovery.statusCode).toBe(200);
        const [row] = await t.database.db.select().from(staff).where(eq(staff.email, 'asha@lumen.example'));
        // The secret is sealed at rest, the password hashed.
        expect(row?.totpSecret).not.toContain(secret);
        expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
        const [audit] = await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, row?.id ?? ''));
        expect(audit).toMatchObject({ staffId: null, source: 'cli', action: 'staff.create', entity: 'staff' });
        expect(JSON.stringify(audit)).not.toContain(secret);

        const again = await runStaff(add('asha@lumen.example'), { DATABASE_URL: t.databaseUrl ?? '' }, `${PASSWORD}\n`);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('already exists');
      } finally {
        await t.close();
      }
    },
  );

  it.runIf(!onPostgres)(
    'adds an owner on PGlite while the shop is stopped, and refuses while the folder is open',
    { timeout: 90_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lumen-staff-cli-'));
      try {
        const weak = await runStaff(add('asha@lumen.example'), { DATA_DIR: dataDir }, 'password\n');
        expect(weak.code).toBe(1);
        expect(weak.stderr).toMatch(/Password must contain/);
        const common = await runStaff(add('asha@lumen.example'), { DATA_DIR: dataDir }, 'Password#1234\n');
        expect(common.code).toBe(1);
        expect(common.stderr).toMatch(/too common/);

        const run = await runStaff(add('asha@lumen.example'), { DATA_DIR: dataDir }, `${PASSWORD}\n`);
        expect(run.code, run.stderr).toBe(0);
        const { secret } = printed(run.stdout);

        const database = await openDatabase({ dataDir });
        const app = await buildApp({
          config: loadConfig({
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            WEB_DIST: '/nonexistent',
            CLEANUP_INTERVAL_SECONDS: '0',
          }),
          database,
          notifier: { send: async () => undefined },
        });
        try {
          const busy = await runStaff(add('ravi@lumen.example', 'support'), { DATA_DIR: dataDir }, `${PASSWORD}\n`);
          expect(busy.code).toBe(1);
          expect(busy.stderr).toContain(`The data folder ${dataDir} is in use by process ${process.pid}`);
          expect(busy.stderr).toContain('stop the shop first');
          const signIn = await app.inject({
            method: 'POST',
            url: '/api/admin/session',
            payload: { email: 'asha@lumen.example', password: PASSWORD, code: totpCode(secret, Date.now()) },
          });
          expect(signIn.statusCode, signIn.body).toBe(200);
          // The weak attempts created nothing; the busy one could not.
          expect((await database.db.select().from(staff)).map((s) => s.email)).toEqual(['asha@lumen.example']);
        } finally {
          await app.close();
          await database.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
