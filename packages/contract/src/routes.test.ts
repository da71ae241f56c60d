import { describe, expect, it } from 'vitest';
import { ADMIN_API_PATHS } from './admin-routes';
import { ADMIN_WEB_ROUTES, matchWebRoute, routeTo, WEB_ROUTES } from './routes';

describe('routeTo', () => {
  it('fills camel-case and snake_case parameters, encoded', () => {
    expect(routeTo(WEB_ROUTES.productDetails, { id: 7 })).toBe('/product-details/7');
    expect(routeTo(ADMIN_API_PATHS.adminOrderShip, { order_id: 'LJ 1' })).toBe('/api/admin/orders/LJ%201/ship');
    expect(routeTo(ADMIN_API_PATHS.adminProductImage, { id: 3, image_id: 'a/b' })).toBe(
      '/api/admin/products/3/images/a%2Fb',
    );
  });
});

describe('matchWebRoute', () => {
  it('names the route of a path, parameters included', () => {
    expect(matchWebRoute('/product-details/7')).toBe(WEB_ROUTES.productDetails);
    expect(matchWebRoute('/admin/orders/LJ-1/')).toBe(ADMIN_WEB_ROUTES.adminOrder);
    expect(matchWebRoute('/nowhere')).toBeUndefined();
  });
});
