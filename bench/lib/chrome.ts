/** The headless Chrome the Lighthouse benches drive (web.ts, paint-path.ts). */
import { launch } from 'chrome-launcher';
import { freePort, releasePort } from './ports';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Chrome per route, with a fresh profile: a shared browser remembers things across routes (the favicon it
 * already fetched, for one), so the first route measured would pay for the others.
 */
export async function withFreshChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, port, logLevel: 'silent' });
  try {
    return await run(port);
  } finally {
    chrome.kill();
    await new Promise((resolve) =>
      chrome.process.exitCode === null ? chrome.process.once('exit', resolve) : resolve(0),
    );
    releasePort(port);
  }
}
