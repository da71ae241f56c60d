/**
 * The product page: the piece, its stock and sizes, the gallery, the tabs, the size guide, its markup, and an unknown
 * id. Adding to the cart: product-details-cart.test.tsx.
 */

import { FREE_RESIZING } from '@lumen/contract/sizes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AURORA, auroraWith, stubCatalogFetch } from '../../../test/catalog';
import { mainImage, renderProduct } from './product-details-setup';

describe('Product page: the piece', () => {
  it('shows the piece: name, price in dollars, delivery estimate, sizes and its meta', async () => {
    stubCatalogFetch();
    renderProduct();

    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' })).toBeInTheDocument();
    expect(screen.getByText('$160.00')).toBeInTheDocument();
    expect(screen.getByText('$210.00').closest('del')).not.toBeNull();
    expect(screen.getByText('Estimated delivery 5 to 7 business days')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Size', 'Size 1', 'Size 2', 'Size 3']);
    expect(document.title).toBe('Aurora Solitaire Ring | Lumen Jewels');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('A single lab-grown brilliant'),
    );
  });

  it('says nothing of stock while a piece is amply stocked, and marks sizes that are short', async () => {
    stubCatalogFetch({
      product: () => ({
        status: 200,
        body: {
          status: true,
          message: 'OK',
          data: auroraWith({
            levels: { 'Size 1': { state: 'low', left: 2 }, 'Size 3': { state: 'out_of_stock', left: null } },
          }),
        },
      }),
    });
    const user = userEvent.setup();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    expect(document.querySelector('.stock-note__badge')).toBeNull();
    const size = screen.getByRole('combobox', { name: 'Size' });
    expect(within(size).getByRole('option', { name: 'Size 3 — out of stock' })).toBeDisabled();
    await user.selectOptions(size, 'Size 1');
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  });

  it('disables ADD TO CART and BUY NOW for a piece out of stock', async () => {
    stubCatalogFetch({
      product: () => ({
        status: 200,
        body: {
          status: true,
          message: 'OK',
          data: auroraWith({ sizes: [], levels: { '': { state: 'out_of_stock', left: null } } }),
        },
      }),
    });
    renderProduct();
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    // No delivery promise for a piece that cannot be bought.
    expect(screen.queryByText('Estimated delivery 5 to 7 business days')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'BUY NOW' })).toBeDisabled();
  });

  it('gives the lead time of a piece made to order', async () => {
    stubCatalogFetch({
      product: () => ({
        status: 200,
        body: {
          status: true,
          message: 'OK',
          data: auroraWith({ sizes: [], madeToOrderDays: 10 }),
        },
      }),
    });
    renderProduct();
    expect(await screen.findByText('Made to order — ships in 10 days')).toBeInTheDocument();
    expect(screen.queryByText('Estimated delivery 5 to 7 business days')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeEnabled();
  });

  it('hides the size select for a piece without sizes', async () => {
    stubCatalogFetch({
      product: () => ({ status: 200, body: { status: true, message: 'OK', data: auroraWith({ sizes: [] }) } }),
    });
    renderProduct();

    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    expect(screen.queryByRole('combobox', { name: 'Size' })).not.toBeInTheDocument();
  });
});

describe('Product page: gallery, tabs and size guide', () => {
  it('walks the gallery with Previous and Next, wrapping at both ends, and with the thumbnails', async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    const thumbs = within(screen.getByRole('region', { name: 'Aurora Solitaire Ring images' })).getAllByRole('button', {
      name: /Aurora Solitaire Ring,/,
    });
    expect(mainImage()).toHaveAttribute('alt', 'Aurora Solitaire Ring, front view');
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()).toHaveAttribute('alt', 'Aurora Solitaire Ring, detail');
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('alt', 'Aurora Solitaire Ring, front view');

    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('alt', 'Aurora Solitaire Ring, angled view');

    await user.click(thumbs[2] as HTMLElement);
    expect(mainImage()).toHaveAttribute('alt', 'Aurora Solitaire Ring, detail');
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('alt', 'Aurora Solitaire Ring, front view');
  });

  it('has ARIA tabs that follow the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    const tablist = screen.getByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Product Description', 'Product Material Details', "Faq's"]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');

    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');

    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const material = screen.getByRole('tabpanel', { name: 'Product Material Details' });
    expect(within(material).getByText('Stock Number')).toBeInTheDocument();
    expect(within(material).getByText('LJ-01000')).toBeInTheDocument();
    expect(within(material).getByText('Carat Weight')).toBeInTheDocument();
    expect(within(material).getByText('Polish')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    const faqs = screen.getByRole('tabpanel', { name: "Faq's" });
    expect(
      within(faqs)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Can I customize this order?',
      'What is your payment policy?',
      'Can customized products be returned?',
      'What is your cancellation policy?',
    ]);

    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Product Description' })).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('answers the customised-returns question the way the return policy does', async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    await user.click(await screen.findByRole('tab', { name: "Faq's" }));
    await user.click(screen.getByRole('button', { name: 'Can customized products be returned?' }));

    const answer = screen.getByRole('region', { name: 'Can customized products be returned?' });
    expect(answer).toHaveTextContent(/cannot be returned unless they arrive damaged or differ from what you ordered/);
    expect(answer).toHaveTextContent(/within 48 hours/);
  });

  it("opens the ring size guide from 'Not sure about the size?', with the ring sizer, and closes it again", async () => {
    const user = userEvent.setup();
    stubCatalogFetch();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Not sure about the size?' }));

    const dialog = screen.getByRole('dialog', { name: 'Ring size guide' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toHaveLength(1 + 21);
    expect(rows.slice(0, 2)).toEqual([
      ['US size', 'Indian size', 'Inner diameter', 'Circumference'],
      ['US 3', '4', '14.1 mm', '44.2 mm'],
    ]);
    expect(rows).toContainEqual(['US 6½', '13', '16.9 mm', '53.1 mm']);
    expect(within(dialog).getByRole('link', { name: 'Print the ring sizer (PDF)' })).toHaveAttribute(
      'href',
      '/api/catalog/ring-sizer.pdf',
    );
    expect(within(dialog).getByText(`Still unsure? ${FREE_RESIZING}`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close size guide' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Close size guide' }));
    expect(screen.queryByRole('dialog', { name: 'Ring size guide' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not sure about the size?' })).toHaveFocus();
  });

  it('opens the guide of the piece’s own kind: a bracelet’s lengths, without the ring sizer', async () => {
    const user = userEvent.setup();
    const bracelet = { ...auroraWith({ sizes: ['6.5 in', '7 in'] }), category: 'bracelets' as const };
    stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: bracelet } }) });
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Not sure about the size?' }));

    const dialog = screen.getByRole('dialog', { name: 'Bracelet size guide' });
    expect(within(dialog).getByRole('row', { name: /7 in 17\.8 cm most wrists/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /ring sizer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Ring size guide' })).not.toBeInTheDocument();
  });

  it('offers real sizes with what they measure, and promises free resizing only where a piece can be resized', async () => {
    stubCatalogFetch({
      product: () => ({
        status: 200,
        body: { status: true, message: 'OK', data: auroraWith({ sizes: ['US 6', 'US 6.5'] }) },
      }),
    });
    renderProduct();
    const size = await screen.findByRole('combobox', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Size', 'US 6 · Indian 12 · 16.5 mm', 'US 6½ · Indian 13 · 16.9 mm']);
    expect(screen.getByText(FREE_RESIZING)).toBeInTheDocument();
  });

  it('promises no resizing for a piece that cannot be resized', async () => {
    const earrings = { ...auroraWith({ sizes: ['US 6'] }), category: 'earrings' as const };
    stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: earrings } }) });
    renderProduct();
    await screen.findByRole('combobox', { name: 'Size' });
    expect(screen.queryByText(FREE_RESIZING)).not.toBeInTheDocument();
  });
});

describe('Product page: about the piece', () => {
  it('names the metal of a set piece, and none for a loose stone, which is offered in no metal', async () => {
    stubCatalogFetch();
    const first = renderProduct();
    expect(await screen.findByText('Metal: Gold, 18k')).toBeInTheDocument();
    first.unmount();
    const loose = { ...auroraWith({ sizes: [] }), category: 'diamonds' as const, metals: [], metal: 'Silver' as const };
    stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: loose } }) });
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    expect(screen.getByText('Stone: Diamond')).toBeInTheDocument();
    expect(screen.queryByText(/^Metal:/)).not.toBeInTheDocument();
  });
});

describe('Product page: certified and hallmarked', () => {
  it('states each stone’s 4Cs with a link to verify its certificate, and the hallmark of the variant chosen', async () => {
    const user = userEvent.setup();
    stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: auroraWith() } }) });
    renderProduct();
    const facts = await screen.findByRole('region', { name: 'Certified & hallmarked' });
    expect(
      within(facts).getByText('Lab-grown diamond, round brilliant, 0.25 ct, F colour, VVS1 clarity, Ideal cut'),
    ).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'Verify with IGI (opens the lab’s site)' })).toHaveAttribute(
      'href',
      'https://www.igi.org/verify-your-report/?r=LG612345678',
    );
    expect(within(facts).getByText('AB00CD')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Size 3');
    expect(within(facts).getByText('AB02CD')).toBeInTheDocument();
  });

  it('says nothing of certificates for a piece without stones or hallmark', async () => {
    const plain = { ...auroraWith(), stones: [], hallmark: null };
    plain.variants = plain.variants.map((variant) => ({ ...variant, hallmark: null }));
    stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: plain } }) });
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });
    expect(screen.queryByRole('region', { name: 'Certified & hallmarked' })).not.toBeInTheDocument();
    expect(screen.getByText('Checked by hand')).toBeInTheDocument();
  });

  it('calls a loose stone certified, never hallmarked, in the section and in the quality promise', async () => {
    const loose = { ...auroraWith({ sizes: [] }), category: 'diamonds' as const, metals: [], hallmark: null };
    loose.variants = loose.variants.map((variant) => ({ ...variant, hallmark: null }));
    stubCatalogFetch({ product: () => ({ status: 200, body: { status: true, message: 'OK', data: loose } }) });
    renderProduct();
    expect(await screen.findByRole('region', { name: 'Certified' })).toBeInTheDocument();
    expect(screen.getByText('Certified stones')).toBeInTheDocument();
    expect(screen.queryByText(/hallmark/i)).not.toBeInTheDocument();
  });
});

describe('Product page: markup and a missing piece', () => {
  it('carries schema.org Product markup with the price in dollars', async () => {
    stubCatalogFetch();
    const { container } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aurora Solitaire Ring' });

    const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Aurora Solitaire Ring',
      sku: 'LJ-01000',
      description: AURORA.description,
      offers: { price: 160, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(data.image).toEqual(AURORA.images.map((image) => `${window.location.origin}${image.src}`));
  });

  it('shows the uploaded photos instead of the drawn pictures, in the gallery and the markup', async () => {
    const srcset = (format: string) => `/media/products/${'p'.repeat(22)}-640.${format} 640w`;
    const photo = {
      alt: 'Aurora ring on a velvet tray',
      width: 1300,
      height: 1000,
      sources: { avif: srcset('avif'), webp: srcset('webp') },
      src: `/media/products/${'p'.repeat(22)}-640.webp`,
    };
    stubCatalogFetch({
      product: () => ({
        status: 200,
        body: { status: true, message: 'OK', data: { ...AURORA, photo, photos: [photo] } },
      }),
    });
    const { container } = renderProduct();
    const stage = await screen.findByRole('img', { name: 'Aurora ring on a velvet tray' });
    expect(stage.parentElement?.tagName).toBe('PICTURE');
    expect(screen.queryByRole('img', { name: AURORA.images[0]?.alt })).toBeNull();
    const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}').image).toEqual([`${window.location.origin}${photo.src}`]);
  });

  it('shows the designed not-found page, linking back to the collection, for an unknown id', async () => {
    const fetchMock = stubCatalogFetch();
    renderProduct(987654);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This piece is not in our showcase' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse jewellery/ })).toHaveAttribute('href', '/product');
    expect(document.title).toBe('Product not found | Lumen Jewels');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
