/**
 * The <head> hints of a product page: the API answer the page will ask for and the product's first picture (its
 * largest paint; the first uploaded photo when it has one), so the browser fetches both while the app's code is
 * still loading.
 */
import type { Product } from '@lumen/contract/catalog';
import { PRODUCT_PHOTO_SIZES } from '@lumen/contract/catalog-vocabulary';
import { type AdminWebRoute, API_PATHS, WEB_ROUTES, type WebRoute } from '@lumen/contract/routes';
import type { CatalogService } from './service';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function productPageHints(catalog: CatalogService) {
  return async (route: WebRoute | AdminWebRoute, pathname: string): Promise<string> => {
    if (route !== WEB_ROUTES.productDetails) return '';
    let idOrSlug: string;
    try {
      idOrSlug = decodeURIComponent(pathname.split('/')[2] ?? '');
    } catch {
      return '';
    }
    const answer = await catalog.findAnswer(idOrSlug);
    if (!answer) return '';
    const { images, photos } = (JSON.parse(answer.body) as { data: Product }).data;
    const [image] = images;
    const [photo] = photos;
    // The same URL the page fetches (features/catalog/api/use-product.ts), so the browser reuses this response.
    const api = `${API_PATHS.catalogProducts}/${encodeURIComponent(idOrSlug)}`;
    const hints = [`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(api)}">`];
    if (photo) {
      // The gallery's first photo, in AVIF at the width the screen needs; a browser without AVIF skips this hint.
      hints.push(
        `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${escapeAttribute(photo.sources.avif)}" imagesizes="${escapeAttribute(PRODUCT_PHOTO_SIZES.stage)}">`,
      );
    } else if (image)
      hints.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image.src)}">`);
    return hints.join('');
  };
}
