/** `GET /robots.txt` and `GET /sitemap.xml`: what search engines may crawl, and the shop's public pages. */
import { routeTo, WEB_ROUTES } from '@lumen/contract/routes';
import type { FastifyPluginAsync } from 'fastify';

/** The public pages a search engine should index (account, cart and auth screens are private). */
export const SITEMAP_ROUTES = [
  WEB_ROUTES.home,
  WEB_ROUTES.product,
  WEB_ROUTES.about,
  WEB_ROUTES.blogs,
  WEB_ROUTES.faqs,
  WEB_ROUTES.contactUs,
  WEB_ROUTES.packages,
  WEB_ROUTES.privacyPolicy,
  WEB_ROUTES.termsConditions,
  WEB_ROUTES.paymentDeliveryPolicy,
  WEB_ROUTES.returnRefundPolicy,
];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export type ContentRoutesOptions = {
  publicUrl: string;
  /** The ids of every product, for their pages in the sitemap. */
  productIds: () => Promise<number[]>;
};

export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, { publicUrl, productIds }) => {
  // The Sitemap line must be an absolute URL, so robots.txt is written from PUBLIC_URL.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const paths = [...SITEMAP_ROUTES, ...(await productIds()).map((id) => routeTo(WEB_ROUTES.productDetails, { id }))];
    const urls = paths.map((route) => `  <url><loc>${escapeXml(`${publicUrl}${route}`)}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
};
