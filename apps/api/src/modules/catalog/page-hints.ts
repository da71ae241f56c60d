/**
 * The <head> hints of a product page: the product's first picture (its largest paint; the first uploaded photo when
 * it has one), and, when the page renders in the browser rather than on the server, the API answer it will ask for,
 * so the browser fetches both while the app's code is still loading.
 */
import type { Product } from '@lumen/contract/catalog';
import { PRODUCT_PHOTO_SIZES } from '@lumen/contract/catalog-vocabulary';
import { API_PATHS, WEB_ROUTES } from '@lumen/contract/routes';
import type { CatalogService } from './service';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function productPageHints(catalog: CatalogService) {
  return async (route: string, pathname: string, rendered: boolean): Promise<string> => {
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
    // A page rendered in the browser fetches the product: the same URL as features/catalog/api/get-product.ts, so
    // the browser reuses this response. A server-rendered page carries it already.
    const api = `${API_PATHS.catalogProducts}/${encodeURIComponent(idOrSlug)}`;
    const hints = rendered ? [] : [`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(api)}">`];
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
