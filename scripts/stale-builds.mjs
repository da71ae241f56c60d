// Which built parts `npm start` (scripts/start.mjs) must build again: a part is out of date when its build output is
// missing, it has no stamp of a build that succeeded, or a file it is built from is newer than that stamp.
import { mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Each built part: what it is built from (relative to the repo), and a file its build always writes. */
export const PARTS = [
  {
    workspace: '@lumen/web',
    inputs: ['apps/web', 'packages/contract', 'package-lock.json'],
    output: 'apps/web/dist/index.html',
  },
  {
    workspace: '@lumen/api',
    inputs: ['apps/api', 'packages/contract', 'package-lock.json'],
    output: 'apps/api/dist/server.js',
  },
];

/** Folders that are outputs, data or dependencies, never a build's input; tests do not change a build either. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'data', 'test-results', 'playwright-report', '.cache']);
const isTest = (name) => /\.test\.(?:ts|tsx|mjs)$/.test(name);

/**
 * The newest modification time under `entry` (a file or a folder), in ms. A folder's own time counts (a file added or
 * removed in it), except the part's own folder, whose time changes whenever its build output is replaced.
 */
export function newest(entry, top = true) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = top ? 0 : stat.mtimeMs;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (SKIPPED.has(child.name) || (child.isFile() && isTest(child.name))) continue;
    latest = Math.max(latest, newest(path.join(entry, child.name), false));
  }
  return latest;
}

const stampOf = (stamps, part) => path.join(stamps, `${part.workspace.replace(/^@[^/]+\//, '')}.built`);

/** Whether `part` must be built again, in the repo at `root` with its stamps in `stamps`. */
export function isStale(part, root, stamps) {
  const output = statSync(path.join(root, part.output), { throwIfNoEntry: false });
  const builtAt = output ? (statSync(stampOf(stamps, part), { throwIfNoEntry: false })?.mtimeMs ?? 0) : 0;
  const changedAt = Math.max(...part.inputs.map((input) => newest(path.join(root, input))));
  return changedAt >= builtAt;
}

/**
 * Records a build of `part` that succeeded, as of `startedAt` (when it began): a file saved during the build is newer,
 * and is built next time.
 */
export function stamp(part, stamps, startedAt) {
  mkdirSync(stamps, { recursive: true });
  const file = stampOf(stamps, part);
  writeFileSync(file, '');
  utimesSync(file, startedAt, startedAt);
}
