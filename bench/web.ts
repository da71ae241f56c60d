/**
 * Web bench: Lighthouse 12 (mobile, default simulated throttling) on every public route of the built app, served by
 * the built API server. Prints the four category scores, LCP, TBT, CLS and the gzipped JS and CSS each route loads,
 * beside their budgets; writes a JSON summary and one HTML report per route to bench/results/. Never fails on a figure.
 *
 * `BENCH_LIGHTHOUSE_RUNS=3` measures each route three times and prints the medians. `BENCH_BASELINE=<checkout>` (another
 * built checkout of the shop) measures that build too, the two interleaved run by run on the same host, and compares
 * them: Performance and blocking time scale with the host's CPU (the benchmark index printed beside them), so a
 * change is judged against the other build measured in the same run.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromePath, withFreshChrome } from './lib/chrome';
import { type Budget, budgetText, fixed, printTable, withinBudget, writeResults } from './lib/format';
import { CATEGORIES, figuresOf, medianFigures, type RouteFigures } from './lib/lighthouse-figures';
import {
  BENCH_DIR,
  baselineRoot,
  type ServerProcess,
  scratchDir,
  startBuiltServer,
  WEB_DIST_INDEX,
} from './lib/server';
import { numberFromEnv } from './lib/settings';

/**
 * The public routes measured. Add a route here once its screen exists ('/cart'); a route the server answers with
 * 404 is skipped. `BENCH_ROUTES=/a,/b` overrides the list for one run.
 */
const PUBLIC_ROUTES = [
  '/',
  '/sign-up',
  '/home',
  '/product',
  // The seed's first product (Aurora Solitaire Ring); the API serves it by id or slug.
  '/product-details/1',
  // A visitor's cart (empty: Lighthouse starts with no browser storage).
  '/cart',
  '/about',
  '/about-us',
  '/blogs',
  '/faqs',
  '/contact-us',
  '/packages',
  '/privacy-policy',
  '/terms-conditions',
  '/payment-delivery-policy',
  '/return-refund-policy',
];

const BUDGETS = {
  performance: { min: 98 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  seo: { min: 100 },
  fcpSeconds: { max: 0.9, unit: 's' },
  lcpSeconds: { max: 1.5, unit: 's' },
  tbtMs: { max: 100, unit: 'ms' },
  cls: { max: 0.02 },
  /**
   * The scripts requested before the page was hydrated (the app's `lj-hydrated` mark): what it needs to be interactive,
   * React's own ~60 KB included (issue 25), gzipped and as transferred.
   */
  jsKbGzBeforeInteractive: { max: 125, unit: 'KB' },
  cssKbGz: { max: 35, unit: 'KB' },
} satisfies Record<string, Budget>;

const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
      .map((route) => route.trim())
      .filter(Boolean)
  : PUBLIC_ROUTES;
const RUNS = numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 1);

/** A figure, with `*` when it is outside its budget. */
function cell(value: number | undefined, digits: number, budget?: Budget): string {
  return `${fixed(value, digits)}${withinBudget(value, budget) === false ? '*' : ' '}`;
}

type Build = { name: string; server: ServerProcess; runs: Map<string, RouteFigures[]> };

/** One Lighthouse run of `route` on `build`, in a fresh Chrome; its HTML report kept when `report` names a file. */
async function measure(build: Build, route: string, report?: string): Promise<void> {
  const result = await withFreshChrome((port) =>
    lighthouse(`${build.server.origin}${route}`, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    }),
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}.`);
  if (report) writeFileSync(report, String(result.report));
  const figures = await figuresOf(route, result.lhr);
  build.runs.set(route, [...(build.runs.get(route) ?? []), figures]);
}

function printRoutes(title: string, measured: RouteFigures[]): void {
  console.log(`\n${title}`);
  printTable(
    [
      { header: 'route' },
      { header: 'Perf', align: 'right' },
      { header: 'A11y', align: 'right' },
      { header: 'BP', align: 'right' },
      { header: 'SEO', align: 'right' },
      { header: 'FCP s', align: 'right' },
      { header: 'LCP s', align: 'right' },
      { header: 'TBT ms', align: 'right' },
      { header: 'CLS', align: 'right' },
      { header: 'JS to interact', align: 'right' },
      { header: 'as sent', align: 'right' },
      { header: 'JS all', align: 'right' },
      { header: 'CSS KB gz', align: 'right' },
      { header: 'bench index', align: 'right' },
    ],
    [
      [
        'budget',
        `${budgetText(BUDGETS.performance)} `,
        `${budgetText(BUDGETS.accessibility)} `,
        `${budgetText(BUDGETS['best-practices'])} `,
        `${budgetText(BUDGETS.seo)} `,
        `≤ ${BUDGETS.fcpSeconds.max} `,
        `≤ ${BUDGETS.lcpSeconds.max} `,
        `≤ ${BUDGETS.tbtMs.max} `,
        `≤ ${BUDGETS.cls.max} `,
        `≤ ${BUDGETS.jsKbGzBeforeInteractive.max} `,
        `≤ ${BUDGETS.jsKbGzBeforeInteractive.max} `,
        '— ',
        `≤ ${BUDGETS.cssKbGz.max} `,
        '— ',
      ],
      ...measured.map((f) => [
        f.route,
        cell(f.scores.performance, 0, BUDGETS.performance),
        cell(f.scores.accessibility, 0, BUDGETS.accessibility),
        cell(f.scores['best-practices'], 0, BUDGETS['best-practices']),
        cell(f.scores.seo, 0, BUDGETS.seo),
        cell(f.fcpSeconds, 2, BUDGETS.fcpSeconds),
        cell(f.lcpSeconds, 2, BUDGETS.lcpSeconds),
        cell(f.tbtMs, 0, BUDGETS.tbtMs),
        cell(f.cls, 3, BUDGETS.cls),
        cell(f.jsKbGzBeforeInteractive, 1, BUDGETS.jsKbGzBeforeInteractive),
        cell(f.jsKbTransferredBeforeInteractive, 1, BUDGETS.jsKbGzBeforeInteractive),
        cell(f.jsKbGz, 1),
        cell(f.cssKbGz, 1, BUDGETS.cssKbGz),
        cell(f.benchmarkIndex, 0),
      ]),
    ],
  );
}

/**
 * This build against the baseline, route by route: Performance within 3 points of the baseline's, blocking time at
 * most max(100 ms, 1.25 × the baseline's) (* when not), and the JavaScript each loads before it is interactive.
 */
function printComparison(now: RouteFigures[], base: RouteFigures[]): void {
  console.log('\nThis build against the baseline, same run (medians; * = outside the budget relative to the baseline)');
  printTable(
    [
      { header: 'route' },
      { header: 'Perf', align: 'right' },
      { header: 'base', align: 'right' },
      { header: 'TBT ms', align: 'right' },
      { header: 'base', align: 'right' },
      { header: 'FCP s', align: 'right' },
      { header: 'base', align: 'right' },
      { header: 'LCP s', align: 'right' },
      { header: 'base', align: 'right' },
      { header: 'JS to interact', align: 'right' },
      { header: 'base', align: 'right' },
      { header: 'as sent', align: 'right' },
      { header: 'base', align: 'right' },
    ],
    now.map((f) => {
      const b = base.find((other) => other.route === f.route);
      const perfBudget = { min: (b?.scores.performance ?? 0) - 3 };
      const tbtBudget = { max: Math.max(100, 1.25 * (b?.tbtMs ?? 0)) };
      return [
        f.route,
        cell(f.scores.performance, 0, perfBudget),
        fixed(b?.scores.performance, 0),
        cell(f.tbtMs, 0, tbtBudget),
        fixed(b?.tbtMs, 0),
        cell(f.fcpSeconds, 2, BUDGETS.fcpSeconds),
        fixed(b?.fcpSeconds, 2),
        cell(f.lcpSeconds, 2, BUDGETS.lcpSeconds),
        fixed(b?.lcpSeconds, 2),
        cell(f.jsKbGzBeforeInteractive, 1, BUDGETS.jsKbGzBeforeInteractive),
        fixed(b?.jsKbGzBeforeInteractive, 1),
        cell(f.jsKbTransferredBeforeInteractive, 1, BUDGETS.jsKbGzBeforeInteractive),
        fixed(b?.jsKbTransferredBeforeInteractive, 1),
      ];
    }),
  );
}

async function main() {
  console.log('Lumen Jewels: web bench (Lighthouse 12, mobile, simulated throttling)');
  if (!existsSync(WEB_DIST_INDEX)) {
    console.log('  apps/web/dist/index.html is missing: build the web app first (`npm run build`). Nothing measured.');
    return;
  }
  if (!existsSync(chromePath)) throw new Error(`No Chrome at ${chromePath}; set CHROME_PATH.`);

  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const start = async (name: string, root?: string) => {
    const dataDir = scratchDir(`${name}-data`);
    mkdirSync(dataDir, { recursive: true });
    return { name, server: await startBuiltServer({ name, dataDir, databaseUrl, root }), runs: new Map() };
  };
  const root = baselineRoot();
  const builds: Build[] = [await start('this build'), ...(root ? [await start('baseline', root)] : [])];
  const [own] = builds as [Build, ...Build[]];
  const reportsDir = path.join(BENCH_DIR, 'results', 'lighthouse');
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });

  const skipped: { route: string; status: number }[] = [];
  try {
    for (const route of routes) {
      const answer = await fetch(`${own.server.origin}${route}`, { headers: { accept: 'text/html' } });
      await answer.arrayBuffer();
      if (answer.status !== 200) {
        skipped.push({ route, status: answer.status });
        console.log(`  ${route}: skipped (HTTP ${answer.status})`);
        continue;
      }
      const started = performance.now();
      const slug = route === '/' ? 'root' : route.replace(/^\//, '').replace(/\//g, '_');
      for (let run = 1; run <= RUNS; run++) {
        // The builds take turns, each starting every other run, so that drift on the host falls on both alike.
        for (const build of run % 2 === 1 ? builds : [...builds].reverse()) {
          await measure(build, route, build === own ? path.join(reportsDir, `${slug}.html`) : undefined);
        }
      }
      console.log(`  ${route}: measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const figures = medianFigures(own.runs.get(route) ?? []);
      for (const warning of figures.warnings) console.log(`    warning: ${warning}`);
      for (const [category, ids] of Object.entries(figures.lostPoints)) {
        if (category !== 'performance') console.log(`    ${category} lost points on: ${ids.join(', ')}`);
      }
    }
  } finally {
    await Promise.all(builds.map((build) => build.server.stop()));
  }

  const medians = (build: Build) => [...build.runs.values()].map(medianFigures);
  const runsText = RUNS > 1 ? `medians of ${RUNS} runs; ` : '';
  printRoutes(
    `Per route (${runsText}* = outside its budget; KB = KiB, gzip level 6; "JS to interact": the scripts requested ` +
      'before the page was hydrated, "as sent": the same on the wire (brotli, with headers), "JS all": every script ' +
      'the page requested)',
    medians(own),
  );
  const baseline = builds[1];
  if (baseline) {
    printRoutes(`The baseline, ${root} (same run)`, medians(baseline));
    printComparison(medians(own), medians(baseline));
  }
  if (skipped.length > 0) console.log(`\n  skipped: ${skipped.map((s) => `${s.route} (${s.status})`).join(', ')}`);

  const summary = {
    at: new Date().toISOString(),
    settings: 'Lighthouse mobile form factor, default simulated throttling',
    chromePath,
    runs: RUNS,
    budgets: BUDGETS,
    routes: medians(own),
    ...(baseline ? { baseline: { root, routes: medians(baseline) } } : {}),
    skipped,
  };
  const file = writeResults('web', summary);
  console.log(`\n  summary written to ${file}; HTML reports in ${path.relative(process.cwd(), reportsDir)}`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`Web bench could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
