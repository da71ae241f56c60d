import type { ProductPhoto } from '@lumen/contract/catalog';
import { PRODUCT_PHOTO_SIZES } from '@lumen/contract/catalog-vocabulary';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WishlistCard } from '../../features/account/components/wishlist-card';
import { line, PENDANT } from '../../features/cart/__tests__/cart-fixtures';
import { addVisitorLine, EMPTY_VISITOR_CART } from '../../features/cart/cart-model';
import { CartLineCard } from '../../features/cart/components/cart-line-card';
import { ProductGallery } from '../../features/catalog/components/product-gallery';
import { AURORA, summary } from '../../test/catalog';
import { renderWithApp } from '../../test/render';
import { ProductCard } from '../product-card';
import { ProductPicture } from '../product-picture';

function photo(hash: string, alt: string): ProductPhoto {
  const set = (format: string) =>
    [320, 640, 960]
      .map((w) => `/media/products/${hash}${'x'.repeat(22 - hash.length)}-${w}.${format} ${w}w`)
      .join(', ');
  return {
    alt,
    metal: null,
    width: 1300,
    height: 1000,
    sources: { avif: set('avif'), webp: set('webp') },
    src: `/media/products/${hash}${'x'.repeat(22 - hash.length)}-960.webp`,
  };
}

const FRONT = photo('front', 'Aurora ring, front view');
const SIDE = photo('side', 'Aurora ring, side view');

describe('ProductPicture', () => {
  it('offers AVIF then WebP with every width and the sizes, and holds the photo’s size', () => {
    const { container } = render(<ProductPicture photo={FRONT} sizes={PRODUCT_PHOTO_SIZES.stage} />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', FRONT.sources.avif);
    expect(sources[1]).toHaveAttribute('srcset', FRONT.sources.webp);
    for (const source of sources) expect(source).toHaveAttribute('sizes', PRODUCT_PHOTO_SIZES.stage);
    const img = screen.getByRole('img', { name: 'Aurora ring, front view' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', FRONT.src);
    expect(img).toHaveAttribute('width', '1300');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once when eager', () => {
    render(<ProductPicture photo={FRONT} sizes="96px" eager fetchPriority="high" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('photos where the storefront shows a product', () => {
  it('the card shows the primary photo, and the drawn picture when there is none', () => {
    const { container } = renderWithApp(
      <>
        <ProductCard product={summary({ id: 1, name: 'Aurora Solitaire Ring', photo: FRONT })} eager />
        <ProductCard product={summary({ id: 2, name: 'Celeste Halo Pendant' })} />
      </>,
    );
    const [withPhoto, drawn] = [...container.querySelectorAll('.product-card__media')];
    expect(withPhoto?.querySelector('picture source[type="image/avif"]')).toHaveAttribute(
      'sizes',
      PRODUCT_PHOTO_SIZES.card,
    );
    expect(withPhoto?.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(drawn?.querySelector('picture')).toBeNull();
    expect(drawn?.querySelector('img')).toHaveAttribute('src', '/media/v1/jewellery/rings/2/1.svg');
  });

  it('the gallery shows the photos, the first eager at high priority, the thumbnails small and lazy', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={AURORA.images} photos={[FRONT, SIDE]} name="Aurora Solitaire Ring" />);
    const gallery = screen.getByRole('region', { name: 'Aurora Solitaire Ring images' });
    const stage = gallery.querySelector('.product-gallery__stage img');
    expect(stage).toHaveAttribute('alt', FRONT.alt);
    expect(stage).toHaveAttribute('loading', 'eager');
    expect(stage).toHaveAttribute('fetchpriority', 'high');
    const thumbs = within(gallery).getAllByRole('button', { name: /Aurora ring/ });
    expect(thumbs).toHaveLength(2);
    for (const thumb of thumbs) {
      expect(thumb.querySelector('source')).toHaveAttribute('sizes', PRODUCT_PHOTO_SIZES.thumb);
      expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
    // No drawn picture while there are photos.
    expect(gallery.querySelector('img[src$=".svg"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(gallery.querySelector('.product-gallery__stage img')).toHaveAttribute('alt', SIDE.alt);
  });

  it('the gallery shows the drawn pictures when the piece has no photos', () => {
    render(<ProductGallery images={AURORA.images} photos={[]} name="Aurora Solitaire Ring" />);
    const stage = document.querySelector('.product-gallery__stage img');
    expect(stage).toHaveAttribute('src', AURORA.images[0]?.src);
    expect(document.querySelector('picture')).toBeNull();
  });
});

describe('photos in cart lines and the wishlist', () => {
  it('a cart line shows its photo as a <picture>, and its drawn picture without one', () => {
    const { container } = renderWithApp(
      <>
        <CartLineCard line={{ ...line(PENDANT, 1, 1), photo: FRONT }} onRemove={() => {}} />
        <CartLineCard line={line(PENDANT, 2, 1)} onRemove={() => {}} />
      </>,
    );
    const [withPhoto, drawn] = [...container.querySelectorAll('.cart-line__media')];
    expect(withPhoto?.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', FRONT.sources.avif);
    expect(withPhoto?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(drawn?.querySelector('picture')).toBeNull();
    expect(drawn?.querySelector('img')).toHaveAttribute('src', PENDANT.image.src);
  });

  it('a line added to the browser cart keeps the piece’s photo', () => {
    const [made] = addVisitorLine(EMPTY_VISITOR_CART, { ...PENDANT, photo: FRONT }, null).lines;
    expect(made?.photo).toEqual(FRONT);
    expect(addVisitorLine(EMPTY_VISITOR_CART, PENDANT, null).lines[0]?.photo).toBeNull();
  });

  it('a wishlist card shows the primary photo', () => {
    const { container } = renderWithApp(
      <WishlistCard
        item={{
          product_id: 7,
          title: 'Aurora Solitaire Ring',
          images: AURORA.images,
          photo: FRONT,
          price: 16000,
          original_price: 21000,
          sizes: [],
          variant_id: null,
          sku: null,
          options: {},
        }}
      />,
    );
    expect(container.querySelector('.wishlist-card__media source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      FRONT.sources.webp,
    );
  });
});
