import { mkdirSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { scratchDir, startBuiltServer } from './lib/server';
const dataDir = scratchDir('lx'); mkdirSync(dataDir, { recursive: true });
const server = await startBuiltServer({ dataDir });
for (const route of (process.env.ROUTES ?? '/product-details/1').split(',')) {
  await fetch(server.origin + route).then((r) => r.arrayBuffer());
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
  const result = await lighthouse(server.origin + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  await chrome.kill();
  console.log(result!.lhr.runtimeError, result!.lhr.audits['first-contentful-paint'].errorMessage);
  console.log(route, 'FCP', result!.lhr.audits['first-contentful-paint'].numericValue?.toFixed(0), 'LCP', result!.lhr.audits['largest-contentful-paint'].numericValue?.toFixed(0));
  for (const [label, timings] of (Simulator as any).allNodeTimings as Map<string, Map<any, any>>) {
    if (!/(optimistic|pessimistic)(FirstContentfulPaint|LargestContentfulPaint)$/.test(label)) continue;
    console.log(' ', label);
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      const what = node.type === 'network' ? `${node.request.priority} ${node.request.resourceType} ${node.request.url.split('/').pop().slice(0, 40)} ${node.request.transferSize}B` : `cpu ${(node.event.dur / 1000).toFixed(1)}ms observed`;
      console.log(`    ${t.startTime.toFixed(0).padStart(5)} ${t.endTime.toFixed(0).padStart(5)}  ${what}`);
    }
  }
  (Simulator as any).allNodeTimings.clear();
}
await server.stop();
process.exit(0);
