/**
 * An uploaded product photo as a `<picture>`: AVIF first, then WebP, each with every width the API encoded, so the
 * browser downloads the smallest file that fills `sizes` at the screen's density. Width and height come from the
 * photo so the space is held before it arrives; only the page's largest paint is eager.
 */
import type { ProductPhoto } from '@lumen/contract/catalog';
import { PRODUCT_PHOTO_SIZES } from '@lumen/contract/catalog-vocabulary';
import type { ImgHTMLAttributes } from 'react';

/** Where each kind of picture sits (the contract keeps them, as the API's preload hint names the same). */
export const PHOTO_SIZES = PRODUCT_PHOTO_SIZES;

type ProductPictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height'
> & {
  photo: ProductPhoto;
  sizes: string;
  /** Photos in the first screenful load at once; every other waits until it is near the viewport. (The page's
   * largest paint also passes fetchPriority="high".) */
  eager?: boolean;
  /** Defaults to the photo's own alt text; "" where the photo repeats what a neighbouring name says. */
  alt?: string;
};

export function ProductPicture({ photo, sizes, eager = false, alt, ...img }: ProductPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.sources.webp} sizes={sizes} />
      <img
        src={photo.src}
        alt={alt ?? photo.alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...img}
      />
    </picture>
  );
}
