/**
 * The product page's gallery (spec §2): the main image with Previous and Next buttons that wrap around, and a row of
 * thumbnail buttons (aria-current on the one shown). It shows the piece's uploaded photos (as `<picture>`, AVIF and
 * WebP at the widths the screen needs) and its drawn pictures when it has none. The first image is the page's
 * largest paint, so it loads eagerly at high priority; every image states its size so nothing moves while it arrives.
 */
import type { ProductImage, ProductPhoto } from '@lumen/contract/catalog';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { PHOTO_SIZES, ProductPicture } from '../../../components/product-picture';

/** One picture of the gallery: an uploaded photo, or a drawn image. */
type Shot = { key: string; photo?: ProductPhoto; image?: ProductImage };

const shotsOf = (photos: ReadonlyArray<ProductPhoto>, images: ReadonlyArray<ProductImage>): Shot[] =>
  photos.length > 0
    ? photos.map((photo) => ({ key: photo.src, photo }))
    : images.map((image) => ({ key: image.src, image }));

function ShotImage({ shot, thumb, first }: { shot: Shot; thumb: boolean; first: boolean }) {
  const className = thumb ? 'product-gallery__thumb-image' : 'product-gallery__image';
  if (shot.photo) {
    return thumb ? (
      <ProductPicture photo={shot.photo} sizes={PHOTO_SIZES.thumb} className={className} />
    ) : (
      <ProductPicture
        photo={shot.photo}
        sizes={PHOTO_SIZES.stage}
        className={className}
        eager={first}
        fetchPriority={first ? 'high' : 'auto'}
      />
    );
  }
  const image = shot.image;
  if (!image) return null;
  return thumb ? (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      className={className}
    />
  ) : (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
    />
  );
}

export function ProductGallery({
  images,
  photos = [],
  name,
}: {
  images: ReadonlyArray<ProductImage>;
  photos?: ReadonlyArray<ProductPhoto>;
  name: string;
}) {
  const [index, setIndex] = useState(0);
  const shots = shotsOf(photos, images);
  const count = shots.length;
  const current = shots[index] ?? shots[0];
  if (!current) return null;

  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section className="product-gallery" aria-label={`${name} images`}>
      <div className="product-gallery__stage">
        <ShotImage key={current.key} shot={current} thumb={false} first={index === 0} />
        {count > 1 ? (
          <>
            <button
              type="button"
              className="product-gallery__nav product-gallery__nav--previous"
              aria-label="Previous image"
              onClick={() => show(index - 1)}
            >
              <ChevronLeftIcon size={22} />
            </button>
            <button
              type="button"
              className="product-gallery__nav product-gallery__nav--next"
              aria-label="Next image"
              onClick={() => show(index + 1)}
            >
              <ChevronRightIcon size={22} />
            </button>
            <p className="product-gallery__counter" aria-live="polite">
              <span className="visually-hidden">Image </span>
              {`${index + 1} / ${count}`}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="product-gallery__thumbs">
          {shots.map((shot, thumbIndex) => (
            <li key={shot.key}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-current={thumbIndex === index ? 'true' : undefined}
                onClick={() => setIndex(thumbIndex)}
              >
                <ShotImage shot={shot} thumb first={false} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
