/**
 * Serves the built web app: hashed assets with immutable caching (pre-compressed brotli/gzip files when the build
 * made them), the product pictures the build drew (`/media/v1/…`, immutable too: the version is in the path), and
 * index.html for every browser route of the spec, with modulepreload hints for the code of that
 * route (the build's `route-preloads.json`), so a page fetches its frame and screen alongside the entry and nothing
 * else. Any other path answers 404 with the app's designed not-found page; unknown `/api/*` paths answer 404 in the
 * envelope.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type AdminWebRoute, API_PREFIX, matchWebRoute, type WebRoute } from '@lumen/contract/routes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './envelope-and-errors';

export type StaticWebOptions = {
  webDist: string;
  /** The product pictures (scripts/draw-artwork.ts writes them there), served under `/media/`. */
  mediaDir?: string;
  /**
   * Extra <head> hints for one page (e.g. the product a product page will fetch, and its picture), so the browser
   * starts on what the page paints first before the app asks for it. Empty when there is nothing to add.
   */
  pageHints?: (route: WebRoute | AdminWebRoute, pathname: string) => Promise<string>;
};

const HASHED_ASSET = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A picture is a document of its own: it may draw with inline styles and load nothing. */
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Route pattern → files to modulepreload, and '*' for any other path (written by the web build). */
type RoutePreloads = Record<string, string[]>;

function readPreloads(webDist: string): RoutePreloads {
  const file = path.join(webDist, 'route-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads) : {};
}

/** index.html once per route, with that route's hints before </head>. */
function pagesByRoute(indexHtml: string, preloads: RoutePreloads): (route: string | undefined) => Buffer {
  const page = (files: string[] = []) =>
    Buffer.from(
      indexHtml.replace(
        '</head>',
        `${files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</head>`,
      ),
    );
  const pages = new Map(Object.entries(preloads).map(([route, files]) => [route, page(files)]));
  const fallback = pages.get('*') ?? page();
  return (route) => (route !== undefined ? pages.get(route) : undefined) ?? fallback;
}

export default fp(
  async function staticWeb(app: FastifyInstance, options: StaticWebOptions) {
    const indexFile = path.join(options.webDist, 'index.html');
    const hasWeb = existsSync(indexFile);
    const pageFor = hasWeb ? pagesByRoute(readFileSync(indexFile, 'utf8'), readPreloads(options.webDist)) : undefined;

    if (options.mediaDir && existsSync(options.mediaDir)) {
      // Only the drawn pictures: `/media/avatars/…` is the account module's route, more specific than this one.
      await app.register(fastifyStatic, {
        root: options.mediaDir,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply) {
          reply.header('cache-control', IMMUTABLE);
          reply.header('content-security-policy', PICTURE_POLICY);
        },
      });
    } else if (options.mediaDir) {
      app.log.warn({ mediaDir: options.mediaDir }, 'No product pictures here: `npm run build` draws them');
    }

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const urlPath = `/${path.relative(options.webDist, filePath).split(path.sep).join('/')}`;
          reply.header('cache-control', HASHED_ASSET.test(urlPath) ? IMMUTABLE : 'public, max-age=3600');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
        return sendError(reply, 404, `No such API route: ${request.method} ${pathname}`);
      }
      // A missing file (an old hashed asset, say) is a plain 404, never the HTML page under a script's name.
      const isFile = /\.[a-z0-9]+$/i.test(pathname);
      if (!pageFor || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendError(reply, 404, 'Not found.');
      }
      const route = matchWebRoute(pathname);
      const hints = route && options.pageHints ? await options.pageHints(route, pathname) : '';
      const page = pageFor(route);
      return reply
        .code(route ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(hints ? page.toString('utf8').replace('</head>', `${hints}</head>`) : page);
    });
  },
  { name: 'static-web' },
);
