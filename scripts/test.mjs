// The whole test suite: lint, typecheck, build, unit + component + API tests (Vitest), then the browser
// end-to-end tests (Playwright in Chromium) against the built app. Ends with one line `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Like run(), but also keeps what the command printed, to name an error that no test owns. */
async function runKeepingOutput(label, command, args) {
  process.stdout.write(`\n▶ ${label}\n`);
  const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk, to) => {
    to.write(chunk);
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
  child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
  const status = await new Promise((resolve) => child.on('close', resolve));
  return { ok: status === 0, output };
}

/** The lines of Vitest's "Unhandled Errors" section (or of a pool's error) that say what went wrong. */
function unownedErrors(output) {
  const plain = stripVTControlCharacters(output);
  const lines = plain
    .split('\n')
    .filter((line) => /(Error|vitest-pool|vitest-worker|This error originated in)/.test(line));
  return [...new Set(lines.map((line) => line.trim()))].slice(0, 6).join(' | ');
}

/** The failed tests of Vitest's JSON report, named by file and title, so the run's last lines say which. */
function failedTests(report) {
  return report.testResults
    .flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.relative(root, file.name)} › ${test.fullName}`),
    )
    .slice(0, 10)
    .join('; ');
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('typecheck (tsc, every workspace)', 'npm', ['run', 'typecheck', '--silent']);
const built = run('build (web + api)', 'npm', ['run', 'build', '--silent']);
if (!built) {
  failed += 1;
  failures.push('build');
}
// Free ports, a temporary DATA_DIR, every process killed afterwards, bounded by its own timeout.
check('npm run dev: / and /api/health through Vite, Ctrl-C stops both', 'node', ['scripts/dev-check.mjs']);

const vitestReport = path.join(reports, 'vitest.json');
const vitest = await runKeepingOutput('unit, component and API tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0) failures.push(`vitest: ${report.numFailedTests} failed (${failedTests(report)})`);
  // A file that fails to load has no failing test but still fails the run.
  if (!vitest.ok && report.numFailedTests === 0) {
    failed += 1;
    const files = report.testResults.filter((file) => file.status === 'failed');
    const named = files.map((file) => `${path.relative(root, file.name)}: ${file.message}`);
    failures.push(`vitest: a test file failed to run (${named.join('; ') || unownedErrors(vitest.output)})`);
  }
} else {
  failed += 1;
  failures.push('vitest: no report');
}

if (built) {
  const e2eReport = path.join(root, 'e2e', 'test-results', 'results.json');
  rmSync(e2eReport, { force: true });
  const e2eOk = run('end-to-end tests (playwright, chromium)', 'npm', ['test', '-w', '@lumen/e2e', '--silent']);
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    if (stats.unexpected > 0) failures.push(`e2e: ${stats.unexpected} failed`);
    if (stats.flaky > 0)
      process.stdout.write(`\ne2e: ${stats.flaky} passed only on their retry (named as flaky above)\n`);
    if (!e2eOk && stats.unexpected === 0) {
      failed += 1;
      failures.push('e2e: the run failed');
    }
  } else {
    failed += 1;
    failures.push('e2e: no report');
  }
}

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join('; ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
