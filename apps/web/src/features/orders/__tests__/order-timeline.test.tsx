/**
 * The order timeline: each step that happened with its time, the shipment's carrier, tracking number and link, who
 * cancelled and why, and the steps still to come.
 */
import type { OrderEvent } from '@lumen/contract/orders';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from '../components/order-timeline';

const placed: OrderEvent = {
  kind: 'placed',
  at: '2026-11-22T10:00:00.000Z',
  shipment: null,
  cancelled_by: null,
  reason: null,
};
const shipped: OrderEvent = {
  kind: 'shipped',
  at: '2026-11-23T09:30:00.000Z',
  shipment: { carrier: 'Blue Dart', tracking_number: 'BD1234567', tracking_url: 'https://track.example.com/BD1234567' },
  cancelled_by: null,
  reason: null,
};

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('OrderTimeline', () => {
  it('shows a placed order with shipping and delivery still to come', () => {
    render(<OrderTimeline order={{ status: 'Pending', timeline: [placed] }} />);
    expect(steps().map((li) => li.textContent)).toEqual([
      expect.stringContaining('Order placed'),
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);
    expect(screen.getByText('Order placed').parentElement?.querySelector('time')?.getAttribute('datetime')).toBe(
      placed.at,
    );
  });

  it('shows the carrier, the tracking number and a link to the carrier’s page once shipped', () => {
    render(<OrderTimeline order={{ status: 'Pending', timeline: [placed, shipped] }} />);
    expect(steps()[1]?.textContent).toContain('Blue Dart · Tracking number BD1234567');
    const link = screen.getByRole('link', { name: /Track your parcel/ });
    expect(link.getAttribute('href')).toBe('https://track.example.com/BD1234567');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(steps().map((li) => li.textContent?.split('(')[0]?.trim())).toContain('Delivered');
    expect(steps()).toHaveLength(3);
  });

  it('ends with Delivered, or with who cancelled and why', () => {
    const { unmount } = render(
      <OrderTimeline
        order={{ status: 'Delivered', timeline: [placed, shipped, { ...placed, kind: 'delivered', at: shipped.at }] }}
      />,
    );
    expect(steps()).toHaveLength(3);
    expect(screen.queryByText(/not yet/)).toBeNull();
    expect(steps()[2]?.textContent).toContain('Delivered');
    unmount();
    render(
      <OrderTimeline
        order={{
          status: 'Cancelled',
          timeline: [
            placed,
            { ...placed, kind: 'cancelled', cancelled_by: 'staff', reason: 'The ring size is no longer made.' },
          ],
        }}
      />,
    );
    expect(steps()).toHaveLength(2);
    expect(steps()[1]?.textContent).toContain('Cancelled by Lumen Jewels: The ring size is no longer made.');
  });
});
