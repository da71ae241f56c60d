/**
 * What the product page's tests share (product-details-*.test.tsx): the page routed as the app routes it, and its main
 * image.
 */
import type { Currencies } from '@lumen/contract/currencies';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../../test/render';
import { ProductDetailsScreen } from '../product-details-screen';

export function renderProduct(id: string | number = 1, currencies?: Currencies) {
  return renderWithApp(
    <Routes>
      <Route path="/product-details/:id" element={<ProductDetailsScreen />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: `/product-details/${id}`, ...(currencies ? { currencies } : {}) },
  );
}

export function mainImage() {
  return screen.getByRole('region', { name: 'Aurora Solitaire Ring images' }).querySelector('.product-gallery__image');
}
