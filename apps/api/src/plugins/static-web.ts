/**
 * Serves the built web app: hashed assets with immutable caching (pre-compressed brotli/gzip files when the build
 * made them), the product pictures the build drew (`/media/v1/…`, immutable too: the version is in the path), and the
 * pages, one route each, as the web package lists them (`@lumen/web/server`, decision 027).
 *
 * The storefront's public pages are rendered on the server (decision 024): HTML with the page's content, head and
 * data, kept in memory per URL, theme and currency until the catalogue changes (`invalidatePages`, called with the catalogue's
 * own invalidation) or its time is up, compressed once, and sent with an ETag, so a browser revalidating gets a 304. A
 * path no route has is rendered too: the designed not-found page, with 404. Private pages (account, checkout, back
 * office) get the app's HTML file and render in the browser; so does a page whose rendering fails. Without the web
 * build (the API alone) there are no pages. Unknown `/api/*` paths answer 404 in the envelope.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCompress, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { GOOGLE_CLIENT_ID_META } from '@lumen/contract/constants';
import { baseCurrency, SHOP_CURRENCY_META } from '@lumen/contract/money';
import { API_PREFIX } from '@lumen/contract/routes';
import type { WebPages, WebRoute } from '@lumen/web/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { innerRequestHeaders } from '../lib/inner-request';
import { etagOf, matchesEtag } from '../lib/json-answer';
import { createTtlCache } from '../lib/ttl-cache';
import { sendError } from './envelope-and-errors';

export type StaticWebOptions = {
  /** The web build's folder: its files are served as they are. */
  webDist: string;
  /** The web build's pages; none without it. */
  web?: WebPages | undefined;
  /** The product pictures (scripts/draw-artwork.ts writes them there), served under `/media/`. */
  mediaDir?: string;
  /**
   * Extra <head> hints for one page of `route` (e.g. the product a product page will fetch, and its picture), so the
   * browser starts on what the page paints first before the app asks for it. Empty when there is nothing to add.
   */
  pageHints?: (route: string, pathname: string, rendered: boolean) => Promise<string>;
  /** How long a rendered page is kept; 0 renders every request (the catalogue's own cache time). */
  pageCacheSeconds: number;
  /** The shop's Google client ID, named in every page when it offers Sign in with Google (decision 038). */
  googleClientId?: string | undefined;
};

type RenderedPage = {
  status: 200 | 404;
  html: Buffer;
  etag: string;
  /** The page compressed, made the first time a browser asks for that encoding and kept with the page. */
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
};

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

/** The page's body in the best encoding `accept` allows (brotli, gzip or none), compressed once per page. */
function encodedPage(page: RenderedPage, accept: string): { body: Promise<Buffer>; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(accept)) {
    page.encoded.br ??= brotli(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return { body: page.encoded.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) {
    page.encoded.gzip ??= gzip(page.html, { level: 9 });
    return { body: page.encoded.gzip, encoding: 'gzip' };
  }
  return { body: Promise.resolve(page.html) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Forgets every server-rendered page; called with the catalogue's invalidation (app.ts). */
    invalidatePages(): void;
  }
}

const HASHED_ASSET = /^\/assets\//;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A picture is a document of its own: it may draw with inline styles and load nothing. */
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * The paths Fastify's router gives a route: a group ('/admin/*') answers its own root ('/admin') too, and a page its
 * path with a trailing slash, as the browser's router does.
 */
function pathsOf({ path: route }: WebRoute): string[] {
  if (route.endsWith('/*')) return [route.slice(0, -2), route];
  return route === '/' ? [route] : [route, `${route}/`];
}

export default fp(
  async function staticWeb(app: FastifyInstance, options: StaticWebOptions) {
    const { web } = options;

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

    if (existsSync(options.webDist)) {
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

    // A page's data comes from the API's own routes, in this process: the same answers, caches and checks.
    const transport = async (url: string, init: RequestInit) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { accept: 'application/json', ...innerRequestHeaders },
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    };
    const rendered = createTtlCache<RenderedPage>({ ttlMs: options.pageCacheSeconds * 1000, maxEntries: 500 });
    app.decorate('invalidatePages', () => rendered.clear());

    // Every page names the base currency, which the browser formats the back office's amounts in, and the Google client
    // ID when the shop offers Sign in with Google (the pages were rendered with it too).
    const currencyMeta =
      `<meta name="${SHOP_CURRENCY_META}" content="${baseCurrency()}">` +
      (options.googleClientId ? `<meta name="${GOOGLE_CLIENT_ID_META}" content="${options.googleClientId}">` : '');
    const hintsFor = async (route: string | undefined, pathname: string, serverRendered: boolean) =>
      currencyMeta +
      (route !== undefined && options.pageHints ? await options.pageHints(route, pathname, serverRendered) : '');

    /**
     * The page at `request.url` rendered on the server, in the theme and the currency its cookies name, from the cache
     * when it holds it.
     */
    const serverPage = (pages: WebPages, request: FastifyRequest, route: string | undefined, pathname: string) => {
      const theme = pages.themeOfCookie(request.headers.cookie);
      const currency = pages.currencyOfCookie(request.headers.cookie);
      return rendered.get(`${theme ?? 'unnamed'} ${currency ?? 'base'} ${request.url}`, async () => {
        const head = await hintsFor(route, pathname, true);
        const page = await pages.render({ url: request.url, theme, currency, transport, head });
        if (page.unfetched.length > 0) {
          app.log.warn(
            { route, queries: page.unfetched },
            'a server-rendered page asked for data its route does not fetch',
          );
        }
        return { status: page.status, html: Buffer.from(page.html), etag: etagOf(page.html), encoded: {} };
      });
    };

    /** Sends the page of `route` (undefined: a path no route has), rendered when it is a rendered one. */
    async function sendPage(
      pages: WebPages,
      request: FastifyRequest,
      reply: FastifyReply,
      route: WebRoute | undefined,
    ) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (route === undefined || route.rendered) {
        try {
          const page = await serverPage(pages, request, route?.path, pathname);
          reply
            .code(page.status)
            .header('cache-control', 'no-cache')
            .header('etag', page.etag)
            .header('vary', 'accept-encoding');
          if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
            return reply.code(304).send();
          }
          const { body, encoding } = encodedPage(page, String(request.headers['accept-encoding'] ?? ''));
          const sent = await body;
          if (encoding) reply.header('content-encoding', encoding);
          return reply.type('text/html; charset=utf-8').send(sent);
        } catch (err) {
          // The browser can still render the page: send the app's HTML file, as for a private page.
          request.log.error({ err, route: route?.path }, 'server rendering failed; the page renders in the browser');
        }
      }
      const shell = pages.shell(route?.path, await hintsFor(route?.path, pathname, false));
      return reply
        .code(route ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell);
    }

    if (web) {
      for (const route of web.routes) {
        for (const url of pathsOf(route)) {
          app.get(url, { schema: { hide: true } }, (request, reply) => sendPage(web, request, reply, route));
        }
      }
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
        return sendError(reply, 404, `No such API route: ${request.method} ${pathname}`);
      }
      // A missing file (an old hashed asset, say) is a plain 404, never the HTML page under a script's name.
      const isFile = /\.[a-z0-9]+$/i.test(pathname);
      if (!web || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendError(reply, 404, 'Not found.');
      }
      return sendPage(web, request, reply, undefined);
    });
  },
  { name: 'static-web' },
);
