/**
 * Server-rendered pages bench (issue 15, decision 024): `GET /product-details/{id}` as HTML from the built server on
 * PGlite (production mode), served from the page cache (one URL) and rendered afresh (a new URL for every request,
 * so the cache never holds it; the API's catalogue cache stays warm, as it is for a real page that was not yet
 * rendered), beside the app's HTML file sent as it is (a page rendered in the browser: what every page was before).
 * With `BENCH_BASELINE` (another built checkout), that build's product page is measured in the same rounds, and the
 * ratio printed. The product page is also rendered afresh for a shopper who chose rupees (the `currency` cookie, at a
 * rate written before the server starts): its rate over the dollar page's is the cost of converting the page's prices
 * (issue 29: ≤ 5 % of the render). Prints figures beside their budgets; it never fails on them.
 */
import os from 'node:os';
import { convertMinor, formatMoney } from '@lumen/contract/money';
import { openDatabase } from '../apps/api/src/db/client';
import { currencyRates } from '../apps/api/src/db/schema';
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
import { builtPgliteTemplate } from './lib/pglite-template';
import { baselineRoot, freshDataDir, type ServerProcess, startBuiltServer } from './lib/server';
import { numberFromEnv, runsFromEnv } from './lib/settings';

const BUDGETS = {
  cachedRps: { min: 1500, unit: 'req/s' },
  uncachedRps: { min: 250, unit: 'req/s' },
  /** Converting a page's prices costs at most 5 % of its render… */
  conversionShare: { max: 5, unit: '%' },
  /** …so the rupee page renders at ≥ 95 % of the dollar page's rate (noisy: both share two cores with the load). */
  convertedShare: { min: 95, unit: '%' },
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
/** A shopper who chose rupees. */
const RUPEES = { cookie: 'currency=INR' };

/** A rate for the rupee, written before the server starts (the back office's screen would need a staff sign-in). */
async function withRupeeRate(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, pgliteTemplate: builtPgliteTemplate(dataDir, 'pages bench') });
  try {
    await database.db.insert(currencyRates).values({ currency: 'INR', rateMicros: 84_250_000, source: 'staff' });
  } finally {
    await database.close();
  }
}

/**
 * What converting a page's prices costs in this process: µs per amount for convert + format beyond formatting in the
 * base currency, times the amounts the rupee page shows.
 */
function conversionCost(amounts: number): { perAmountUs: number; perPageUs: number } {
  const time = (format: (i: number) => string) => {
    const started = performance.now();
    let length = 0;
    for (let i = 0; i < 200_000; i++) length += format(16_000 + i).length;
    if (length === 0) throw new Error('nothing formatted');
    return ((performance.now() - started) / 200_000) * 1000;
  };
  const inBase = (i: number) => formatMoney(i, 'USD');
  const converted = (i: number) => formatMoney(convertMinor(i, 84_250_000), 'INR');
  time(inBase);
  time(converted);
  const perAmountUs = Math.max(0, time(converted) - time(inBase));
  return { perAmountUs, perPageUs: perAmountUs * amounts };
}

/** The product page's HTML from `server`, checked to carry the product rendered. */
async function renderedProduct(server: ServerProcess): Promise<string> {
  const page = await fetch(`${server.origin}${PRODUCT}?check`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('Aurora Solitaire Ring | Lumen Jewels') || !html.includes('$160.00')) {
    throw new Error(`${PRODUCT} answered ${page.status} without the product rendered: is apps/web/dist-server built?`);
  }
  return html;
}

/** The cached and the rendered product page of `server`, as load targets named with `prefix`. */
const productTargets = (server: ServerProcess, prefix = ''): LoadTarget[] => [
  { name: `${prefix}product page, cached`, url: `${server.origin}${PRODUCT}` },
  {
    name: `${prefix}product page, rendered`,
    url: `${server.origin}${PRODUCT}`,
    requests: Array.from({ length: FRESH_URLS }, (_, n) => ({ path: `${PRODUCT}?r=${n}` })),
  },
];

async function main() {
  console.log(`Lumen Jewels: server-rendered pages bench (load average ${os.loadavg()[0]?.toFixed(1)})`);
  const dataDir = freshDataDir('pages');
  await withRupeeRate(dataDir);
  const server = await startBuiltServer({ name: 'pages', dataDir });
  // Another build measured in the same rounds (BENCH_BASELINE): the ratio of this build's figures to its.
  const root = baselineRoot();
  const baseline = root
    ? await startBuiltServer({ name: 'baseline', dataDir: freshDataDir('baseline'), root })
    : undefined;
  try {
    const html = await renderedProduct(server);
    if (baseline) await renderedProduct(baseline);
    const browserPage = await (await fetch(`${server.origin}${BROWSER_PAGE}`)).text();
    console.log(
      `  ${PRODUCT}: ${thousands(html.length)} bytes of HTML; ${BROWSER_PAGE} (the app's HTML file): ` +
        `${thousands(browserPage.length)} bytes`,
    );

    const rupees = await (await fetch(`${server.origin}${PRODUCT}?check`, { headers: RUPEES })).text();
    if (!rupees.includes('₹13,480.00')) throw new Error(`${PRODUCT} in rupees does not show ₹13,480.00 for $160.00`);
    const amounts = rupees.split('₹').length - 1;
    const conversion = conversionCost(amounts);
    const targets: LoadTarget[] = [
      ...productTargets(server),
      { name: 'index.html as it is', url: `${server.origin}${BROWSER_PAGE}` },
      {
        name: 'product page, rendered in INR',
        url: `${server.origin}${PRODUCT}`,
        headers: RUPEES,
        requests: Array.from({ length: FRESH_URLS }, (_, n) => ({ path: `${PRODUCT}?inr=${n}` })),
      },
      ...(baseline ? productTargets(baseline, 'baseline: ') : []),
    ];
    printLoadPlan(RUNS, targets.length, CONNECTIONS);
    const results = await runInterleaved(targets, { ...RUNS, connections: CONNECTIONS, onRun: progressPrinter(24) });

    console.log(`\n  GET ${PRODUCT}, PGlite, ${CONNECTIONS} connections (pooled over all rounds)`);
    printLoad(results);
    const [cached, rendered, plain, inRupees, baseCached, baseRendered] = results;
    const ratio = (r: typeof cached, to = plain) => ((r?.rps ?? Number.NaN) / (to?.rps ?? Number.NaN)) * 100;
    const againstBaseline: Figure[] = baseline
      ? [
          {
            label: 'cached ÷ baseline',
            value: ratio(cached, baseCached),
            text: `${fixed(ratio(cached, baseCached), 1)} %`,
          },
          {
            label: 'rendered ÷ baseline',
            value: ratio(rendered, baseRendered),
            text: `${fixed(ratio(rendered, baseRendered), 1)} %`,
          },
        ]
      : [];
    const figures: Figure[] = [
      { label: 'cached: req/s', value: cached?.rps, text: thousands(cached?.rps ?? 0), budget: BUDGETS.cachedRps },
      {
        label: 'rendered: req/s',
        value: rendered?.rps,
        text: thousands(rendered?.rps ?? 0),
        budget: BUDGETS.uncachedRps,
      },
      {
        label: `converting ${amounts} amounts: µs per page`,
        value: conversion.perPageUs,
        text: fixed(conversion.perPageUs, 1),
      },
      {
        label: 'converting ÷ a render (1 s ÷ rendered req/s)',
        value: (conversion.perPageUs / (1e6 / (rendered?.rps ?? Number.NaN))) * 100,
        text: `${fixed((conversion.perPageUs / (1e6 / (rendered?.rps ?? Number.NaN))) * 100, 3)} %`,
        budget: BUDGETS.conversionShare,
      },
      {
        label: 'rendered in INR ÷ rendered',
        value: ratio(inRupees, rendered),
        text: `${fixed(ratio(inRupees, rendered), 1)} %`,
        budget: BUDGETS.convertedShare,
      },
      { label: 'cached ÷ index.html', value: ratio(cached), text: `${fixed(ratio(cached), 1)} %` },
      { label: 'rendered ÷ index.html', value: ratio(rendered), text: `${fixed(ratio(rendered), 1)} %` },
      ...againstBaseline,
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
      baseline: root,
      results,
    };
    console.log(`\n  summary written to ${writeResults('pages', summary)}`);
  } finally {
    await Promise.all([server.stop(), baseline?.stop()]);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
