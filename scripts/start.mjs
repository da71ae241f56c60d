// `npm start`: builds what is out of date, then runs the built server (apps/api/dist/server.js) in this process. The
// web app and the API are each rebuilt only when a file they are built from (their own folder, the contract, the
// lock file) is newer than their last build that succeeded, or their build is missing (scripts/stale-builds.mjs); so
// the first start on a fresh clone builds both, and a second start with nothing changed answers in seconds.
// `npm run build` builds both always.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale, PARTS, stamp } from './stale-builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stamps = path.join(root, 'node_modules', '.cache', 'lumen-start');

for (const part of PARTS) {
  if (!isStale(part, root, stamps)) {
    console.log(`start: ${part.workspace} is up to date`);
    continue;
  }
  console.log(`start: building ${part.workspace}`);
  const startedAt = new Date();
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  stamp(part, stamps, startedAt);
}

await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
