/** `NODE_ENV=production` with an incomplete configuration: the process refuses to start and names what is missing. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('starting in production', () => {
  it('exits 1 before opening anything, naming every missing variable', { timeout: 60_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent/never-created' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    for (const name of [
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_SMS_FROM',
      'TWILIO_WHATSAPP_FROM',
      'PUBLIC_URL',
    ]) {
      expect(stderr).toContain(name);
    }
  });
});
