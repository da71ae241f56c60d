/**
 * The <head> hints of a product page: the API answer the page will ask for and the product's first picture (its
 * largest paint), so the browser fetches both while the app's code is still loading.
 */
import type { Product } from '@lumen/contract/catalog';
import { API_PATHS, WEB_ROUTES, type WebRoute } from '@lumen/contract/routes';
import type { CatalogService } from './service';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function productPageHints(catalog: CatalogService) {
  return async (route: WebRoute, pathname: string): Promise<string> => {
    if (route !== WEB_ROUTES.productDetails) return '';
    let idOrSlug: string;
    try {
      idOrSlug = decodeURIComponent(pathname.split('/')[2] ?? '');
    } catch {
      return '';
    }
    const answer = await catalog.findAnswer(idOrSlug);
    if (!answer) return '';
    const image = (JSON.parse(answer.body) as { data: Product }).data.images[0];
    // The same URL the page fetches (features/catalog/api/use-product.ts), so the browser reuses this response.
    const api = `${API_PATHS.catalogProducts}/${encodeURIComponent(idOrSlug)}`;
    const hints = [`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(api)}">`];
    if (image) hints.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.src)}">`);
    return hints.join('');
  };
}
