/**
 * Why a route's FCP and LCP are what they are: runs Lighthouse (mobile, simulated throttling, as `web.ts` does) on
 * each route and prints, for the optimistic and pessimistic graphs of both metrics, every request and main-thread
 * task Lighthouse's simulation (Lantern) placed on them, with its simulated start and end in ms. The metric is the
 * average of the two graphs' ends. A diagnostic, not a measurement with budgets: `web.ts` is that.
 *   npm run bench:paint-path            (/product-details/1)
 *   BENCH_ROUTES=/home,/about npm run bench:paint-path
 */
import { mkdirSync } from 'node:fs';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import lighthouse from 'lighthouse';
import { withFreshChrome } from './lib/chrome';
import { scratchDir, startBuiltServer } from './lib/server';

/** The simulation's per-node timings are kept only when this is set (Lighthouse's own debugging switch). */
process.env.LANTERN_DEBUG = '1';

type NodeTiming = { startTime: number; endTime: number };
type GraphNode =
  | { type: 'network'; request: { url: string; priority: string; resourceType: string; transferSize: number } }
  | { type: 'cpu'; event: { dur: number } };

const GRAPHS = /^(optimistic|pessimistic)(FirstContentfulPaint|LargestContentfulPaint)$/;
const routes = (process.env.BENCH_ROUTES ?? '/product-details/1').split(',').filter(Boolean);

const describe = (node: GraphNode) =>
  node.type === 'network'
    ? `${node.request.priority} ${node.request.resourceType} ${node.request.url.split('/').pop()?.slice(0, 48)} (${node.request.transferSize} B)`
    : `main-thread task, ${(node.event.dur / 1000).toFixed(1)} ms observed`;

const dataDir = scratchDir('paint-path-data');
mkdirSync(dataDir, { recursive: true });
const server = await startBuiltServer({ dataDir });
try {
  for (const route of routes) {
    await withFreshChrome(async (port) => {
      const result = await lighthouse(`${server.origin}${route}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audits = result?.lhr.audits;
      const ms = (id: string) => audits?.[id]?.numericValue?.toFixed(0);
      console.log(`\n${route}: FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms`);
      const timings = Simulator.allNodeTimings as Map<string, Map<GraphNode, NodeTiming>>;
      for (const [label, nodes] of timings) {
        if (!GRAPHS.test(label)) continue;
        console.log(`  ${label}`);
        for (const [node, timing] of [...nodes].sort((a, b) => a[1].startTime - b[1].startTime)) {
          console.log(
            `    ${timing.startTime.toFixed(0).padStart(5)} → ${timing.endTime.toFixed(0).padStart(5)}  ${describe(node)}`,
          );
        }
      }
      timings.clear();
    });
  }
} finally {
  await server.stop();
}
