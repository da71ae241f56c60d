/**
 * Server-rendered pages bench (issue 15, decision 024): `GET /product-details/{id}` as HTML from the built server on
 * PGlite (production mode), served from the page cache (one URL) and rendered afresh (a new URL for every request,
 * so the cache never holds it; the API's catalogue cache stays warm, as it is for a real page that was not yet
 * rendered), beside the app's HTML file sent as it is (a page rendered in the browser: what every page was before).
 * Prints figures beside their budgets; it never fails on them.
 */
import os from 'node:os';
import {
  type Budget,
  type Figure,
  failureFigure,
  fixed,
  printFigures,
  printLoad,
  printLoadPlan,
  progressPrinter,
  thousands,
  writeResults,
} from './lib/format';
import { type LoadTarget, runInterleaved } from './lib/load';
import { freshDataDir, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';

const BUDGETS = {
  cachedRps: { min: 1500, unit: 'req/s' },
  uncachedRps: { min: 250, unit: 'req/s' },
  failures: { min: 0, max: 0 },
} satisfies Record<string, Budget>;

const RUNS = runsFromEnv();
const CONNECTIONS = numberFromEnv('BENCH_CONNECTIONS', 50);
/** Distinct URLs for the uncached target: far more than the page cache keeps (500), handed out in turn. */
const FRESH_URLS = 50_000;
/** The seed's first product: Aurora Solitaire Ring. */
const PRODUCT = '/product-details/1';
/** A page rendered in the browser: the server sends the app's HTML file from memory. */
const BROWSER_PAGE = '/account';

async function main() {
  console.log(`Lumen Jewels: server-rendered pages bench (load average ${os.loadavg()[0]?.toFixed(1)})`);
  const server = await startBuiltServer({ name: 'pages', dataDir: freshDataDir('pages') });
  try {
    const page = await fetch(`${server.origin}${PRODUCT}?check`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('Aurora Solitaire Ring | Lumen Jewels') || !html.includes('$160.00')) {
      throw new Error(
        `${PRODUCT} answered ${page.status} without the product rendered: is apps/web/dist-server built?`,
      );
    }
    const browserPage = await (await fetch(`${server.origin}${BROWSER_PAGE}`)).text();
    console.log(
      `  ${PRODUCT}: ${thousands(html.length)} bytes of HTML; ${BROWSER_PAGE} (the app's HTML file): ` +
        `${thousands(browserPage.length)} bytes`,
    );

    const targets: LoadTarget[] = [
      { name: 'product page, cached', url: `${server.origin}${PRODUCT}` },
      {
        name: 'product page, rendered',
        url: `${server.origin}${PRODUCT}`,
        requests: Array.from({ length: FRESH_URLS }, (_, n) => ({ path: `${PRODUCT}?r=${n}` })),
      },
      { name: 'index.html as it is', url: `${server.origin}${BROWSER_PAGE}` },
    ];
    printLoadPlan(RUNS, targets.length, CONNECTIONS);
    const results = await runInterleaved(targets, { ...RUNS, connections: CONNECTIONS, onRun: progressPrinter(24) });

    console.log(`\n  GET ${PRODUCT}, PGlite, ${CONNECTIONS} connections (pooled over all rounds)`);
    printLoad(results);
    const [cached, rendered, plain] = results;
    const ratio = (r: typeof cached) => ((r?.rps ?? Number.NaN) / (plain?.rps ?? Number.NaN)) * 100;
    const figures: Figure[] = [
      { label: 'cached: req/s', value: cached?.rps, text: thousands(cached?.rps ?? 0), budget: BUDGETS.cachedRps },
      {
        label: 'rendered: req/s',
        value: rendered?.rps,
        text: thousands(rendered?.rps ?? 0),
        budget: BUDGETS.uncachedRps,
      },
      { label: 'cached ÷ index.html', value: ratio(cached), text: `${fixed(ratio(cached), 1)} %` },
      { label: 'rendered ÷ index.html', value: ratio(rendered), text: `${fixed(ratio(rendered), 1)} %` },
      ...results.map((r) => failureFigure(r, BUDGETS.failures)),
    ];
    console.log('');
    printFigures(figures);
    const summary = {
      at: new Date().toISOString(),
      node: process.version,
      cpus: os.availableParallelism(),
      runs: RUNS,
      connections: CONNECTIONS,
      budgets: BUDGETS,
      htmlBytes: { product: html.length, browserPage: browserPage.length },
      results,
    };
    console.log(`\n  summary written to ${writeResults('pages', summary)}`);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
