// `npm start` builds only what changed (issue 31): scripts/stale-builds.mjs, on a small repo of its own in a temporary
// folder, with file times set by hand (no waiting on the clock).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStale, stamp } from './stale-builds.mjs';

const part = { workspace: '@lumen/web', inputs: ['apps/web', 'packages/contract'], output: 'apps/web/dist/index.html' };
let root;
let stamps;
const at = (minutes) => new Date(Date.UTC(2026, 10, 29, 12, minutes));
const write = (file, minutes) => {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, at(minutes), at(minutes));
};
/** Every folder's own time set too, as a checkout leaves them. */
const settleFolders = (minutes) => {
  for (const folder of ['apps/web', 'apps/web/src', 'apps/web/dist', 'packages/contract', 'packages/contract/src'])
    utimesSync(path.join(root, folder), at(minutes), at(minutes));
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lumen-stale-'));
  stamps = path.join(root, 'node_modules', '.cache', 'lumen-start');
  write('apps/web/src/main.tsx', 0);
  write('apps/web/src/main.test.tsx', 0);
  write('packages/contract/src/money.ts', 0);
  write('apps/web/dist/index.html', 5);
  settleFolders(0);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a built part is stale', () => {
  it('on a fresh clone, with no stamp of a build', () => {
    expect(isStale(part, root, stamps)).toBe(true);
  });

  it('not once built, with nothing changed since but its output, a test or its own folder', () => {
    stamp(part, stamps, at(1));
    write('apps/web/dist/assets/new.js', 9);
    write('apps/web/src/main.test.tsx', 9);
    utimesSync(path.join(root, 'apps/web'), at(9), at(9));
    expect(isStale(part, root, stamps)).toBe(false);
  });

  it('when a source, the contract, or a folder’s files (one removed) changed after the build began', () => {
    stamp(part, stamps, at(1));
    write('apps/web/src/main.tsx', 2);
    expect(isStale(part, root, stamps)).toBe(true);
    stamp(part, stamps, at(3));
    write('packages/contract/src/money.ts', 4);
    expect(isStale(part, root, stamps)).toBe(true);
    stamp(part, stamps, at(5));
    utimesSync(path.join(root, 'apps/web/src'), at(6), at(6));
    expect(isStale(part, root, stamps)).toBe(true);
  });

  it('when its output is gone, whatever the stamp says', () => {
    stamp(part, stamps, at(1));
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(isStale(part, root, stamps)).toBe(true);
  });
});
