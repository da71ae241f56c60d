/**
 * The product page's gallery (spec §2): the main image with Previous and Next buttons that wrap around, and a row of
 * thumbnail buttons (aria-current on the one shown). The first image is the page's largest paint, so it loads
 * eagerly at high priority; every image states its size so nothing moves while it arrives.
 */
import type { ProductImage } from '@lumen/contract/catalog';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';

export function ProductGallery({ images, name }: { images: ReadonlyArray<ProductImage>; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  if (!current) return null;

  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section className="product-gallery" aria-label={`${name} images`}>
      <div className="product-gallery__stage">
        <img
          key={current.src}
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          className="product-gallery__image"
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding={index === 0 ? 'sync' : 'async'}
        />
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
          {images.map((image, thumbIndex) => (
            <li key={image.src}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-current={thumbIndex === index ? 'true' : undefined}
                onClick={() => setIndex(thumbIndex)}
              >
                <img
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  decoding="async"
                  className="product-gallery__thumb-image"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
