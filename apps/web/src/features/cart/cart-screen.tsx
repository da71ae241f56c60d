/**
 * /cart, 'Your Shopping Cart' (spec §2, §4): every line with its image, name, description, size, estimated
 * delivery and unit price × quantity, the quantity control, Delete, Save for Later and Share; the saved-for-later
 * list below with Move to Cart; the Order Summary with the free-delivery note, 'Apply Now' coupon entry, subtotal,
 * the applied coupon with Remove, GST & Taxes and the total, and CHECKOUT NOW. An empty cart says so and links to
 * the catalogue. The same screen serves a visitor (browser cart) and a signed-in customer (server cart).
 */
import type { CartLine } from '@lumen/contract/cart';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/card';
import { BagIcon, TruckIcon } from '../../components/icons';
import { useHydrated } from '../../lib/hydration';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { type CartView, useCart } from './api/use-cart';
import { CartLineCard } from './components/cart-line-card';
import { CartPage } from './components/cart-page';
import { CouponForm } from './components/coupon-form';
import { LoadErrorCard } from './components/load-error-card';
import { PriceChangesNotice } from './components/price-changes';
import { SummaryRows } from './components/summary-rows';

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

function CartSkeleton() {
  return (
    <div className="cart-layout" aria-busy="true">
      <p className="visually-hidden">Loading your cart…</p>
      <div className="cart-lines">
        <div className="cart-line account-skeleton" />
        <div className="cart-line account-skeleton" />
      </div>
      <div className="cart-summary account-skeleton" />
    </div>
  );
}

function OrderSummary({ cart }: { cart: CartView }) {
  const ready = cart.totals !== null && !cart.syncing;
  return (
    <section className="cart-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="cart-summary__title">
        Order Summary
      </h2>
      <p className="cart-summary__note">
        <TruckIcon size={18} /> Free insured delivery on every order.
      </p>
      {cart.coupon ? null : <CouponForm onApply={cart.applyCoupon} />}
      <SummaryRows totals={cart.totals} coupon={cart.coupon} onRemoveCoupon={cart.removeCoupon} />
      <Link
        to={paths.checkout}
        className="btn btn-lj cart-summary__checkout"
        aria-disabled={ready ? undefined : true}
        onClick={(event) => {
          // Checkout reads the cart as the server has it: wait for the last change to land.
          if (!ready) event.preventDefault();
        }}
      >
        CHECKOUT NOW
      </Link>
    </section>
  );
}

function SavedList({ cart }: { cart: CartView }) {
  if (cart.saved.length === 0) return null;
  return (
    <section className="cart-saved" aria-labelledby="saved-title">
      <h2 id="saved-title" className="cart-section-title">
        Saved for later <span className="cart-section-title__count">({cart.saved.length})</span>
      </h2>
      <ul className="cart-lines">
        {cart.saved.map((line) => (
          <li key={line.id}>
            <CartLineCard
              line={line}
              saved
              onRemove={() => cart.remove(line)}
              onMoveToCart={() => cart.moveToCart(line)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CartLines({ cart, items }: { cart: CartView; items: ReadonlyArray<CartLine> }) {
  const count = items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="cart-items" aria-labelledby="cart-items-title">
      <h2 id="cart-items-title" className="cart-section-title">
        In your cart <span className="cart-section-title__count">({pieces(count)})</span>
      </h2>
      <PriceChangesNotice items={items} />
      <ul className="cart-lines">
        {items.map((line) => (
          <li key={line.id}>
            <CartLineCard
              line={line}
              onQuantity={(quantity) => cart.setQuantity(line, quantity)}
              onRemove={() => cart.remove(line)}
              onSaveForLater={() => cart.saveForLater(line)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The empty cart's card. `pending` is its stand-in until the page is hydrated: the same shape, with its button held
 * invisible, so the page does not move when the cart's lines are known.
 */
function EmptyCartCard({ pending = false }: { pending?: boolean }) {
  return (
    <Card
      className={`account-empty cart-empty${pending ? ' cart-empty--pending' : ''}`}
      aria-busy={pending || undefined}
    >
      <BagIcon size={36} />
      <p>{pending ? 'Your cart is on its way…' : 'Your cart is empty.'}</p>
      {pending ? (
        <span className="btn btn-lj" aria-hidden="true">
          DISCOVER THE COLLECTION
        </span>
      ) : (
        <Link to={paths.product()} className="btn btn-lj">
          DISCOVER THE COLLECTION
        </Link>
      )}
    </Card>
  );
}

export function CartScreen() {
  usePageMeta({
    title: 'Your Shopping Cart',
    description: 'The pieces in your Lumen Jewels cart, with free insured delivery.',
  });
  const cart = useCart();
  // The cart lives in this browser (or behind its token): a server-rendered page shows it loading until hydrated.
  const hydrated = useHydrated();

  let body: ReactNode;
  if (!hydrated) {
    // The empty cart's card (what a first visit shows), so nothing below moves when the cart fills in.
    body = <EmptyCartCard pending />;
  } else if (cart.error) {
    body = (
      <LoadErrorCard onRetry={cart.retry}>
        Your cart could not be loaded. Please check your connection and try again.
      </LoadErrorCard>
    );
  } else if (cart.loading && cart.items.length === 0 && cart.saved.length === 0) {
    body = <CartSkeleton />;
  } else if (cart.items.length === 0) {
    body = (
      <>
        <EmptyCartCard />
        <SavedList cart={cart} />
      </>
    );
  } else {
    body = (
      <>
        <div className="cart-layout">
          <CartLines cart={cart} items={cart.items} />
          <OrderSummary cart={cart} />
        </div>
        <SavedList cart={cart} />
      </>
    );
  }

  return (
    <CartPage
      title="Your Shopping Cart"
      trail={[{ label: 'Home', to: paths.home }, { label: 'Cart' }]}
      lead={cart.signedIn ? null : 'Your cart is kept on this device until you sign in.'}
    >
      {body}
    </CartPage>
  );
}
