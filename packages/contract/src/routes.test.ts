import { describe, expect, it } from 'vitest';
import { ADMIN_API_PATHS } from './admin-routes';
import { routeTo } from './routes';

describe('routeTo', () => {
  it('fills every parameter, names with an underscore included', () => {
    expect(routeTo(ADMIN_API_PATHS.adminProductImage, { id: 7, image_id: 12 })).toBe('/api/admin/products/7/images/12');
    expect(routeTo(ADMIN_API_PATHS.adminOrderShip, { order_id: 'LJ-1' })).toBe('/api/admin/orders/LJ-1/ship');
    expect(routeTo('/product-details/:id', { id: 'a b' })).toBe('/product-details/a%20b');
  });
});
