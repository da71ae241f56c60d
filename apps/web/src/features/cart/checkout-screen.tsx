/**
 * /cart/checkout (spec §2), signed-in customers only: breadcrumb 'Cart > Address & Payment'; the Delivery Address
 * card with the primary address and CHOOSE ANOTHER ADDRESS ('Choose Address' dialog); optional GST Details; the
 * payment method (pay on delivery); and the summary with subtotal, coupon, 'GST & Taxes (18%)', shipping and the
 * total. PAY NOW places the order (the server prices it again from the database) and shows its confirmation.
 */
import type { Address } from '@lumen/contract/addresses';
import type { GstDetails as GstDetailsValue, PaymentMethod } from '@lumen/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { Form, type FormSchema } from '../../components/form/form';
import { BagIcon, PencilIcon } from '../../components/icons';
import { PHOTO_SIZES, ProductPicture } from '../../components/product-picture';
import { formatCents } from '../../lib/money';
import { paths, type SavedAddressState } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useAddressesQuery } from '../account/api/get-addresses';
import { refreshAfterOrder, usePlaceOrder } from '../orders/api/place-order';
import { useCart } from './api/use-cart';
import { LockIcon } from './components/cart-icons';
import { CartPage } from './components/cart-page';
import { ChooseAddressDialog } from './components/choose-address-dialog';
import { DeliveryAddress } from './components/delivery-address';
import { EMPTY_GST, GstDetails, loadGstSchema } from './components/gst-details';
import { LoadErrorCard } from './components/load-error-card';
import { SummaryRows } from './components/summary-rows';

/** The shop's payment methods, in the shopper's words (the contract's type keeps the list complete). */
const PAYMENT_LABELS: Record<PaymentMethod, { label: string; hint: string }> = {
  pay_on_delivery: { label: 'Pay on delivery', hint: 'Pay by cash, card or UPI when your order arrives.' },
};
const PAYMENT_METHOD: PaymentMethod = 'pay_on_delivery';

function AddressCard({
  addresses,
  loading,
  selected,
  onChoose,
}: {
  addresses: ReadonlyArray<Address>;
  loading: boolean;
  selected: Address | undefined;
  onChoose: (address: Address) => void;
}) {
  const [choosing, setChoosing] = useState(false);
  return (
    <Card
      title="Delivery Address"
      titleId="delivery-title"
      aria-busy={loading}
      actions={
        addresses.length > 0 ? (
          <button
            type="button"
            className="btn btn-lj-outline btn-lj--sm"
            aria-haspopup="dialog"
            onClick={() => setChoosing(true)}
          >
            CHOOSE ANOTHER ADDRESS
          </button>
        ) : null
      }
    >
      {loading ? (
        <div className="account-skeleton account-skeleton--short" aria-hidden="true" />
      ) : selected ? (
        <DeliveryAddress address={selected} />
      ) : (
        <p className="account-empty">
          You have not saved a delivery address yet.{' '}
          <Link to={paths.addressCreateThen(paths.checkout)}>Add your delivery address</Link> to place your order.
        </p>
      )}
      <ChooseAddressDialog
        open={choosing}
        addresses={addresses}
        selectedId={selected?.id ?? null}
        onChoose={(address) => {
          onChoose(address);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
      />
    </Card>
  );
}

function PaymentCard() {
  const { label, hint } = PAYMENT_LABELS[PAYMENT_METHOD];
  return (
    <Card title="Payment Method" titleId="payment-title">
      <label className="choice-card">
        {/* The one method there is: checked from the start and left alone (HTML has no read-only radio). */}
        <input type="radio" name="payment_method" value={PAYMENT_METHOD} defaultChecked />
        <span>
          <strong className="choice-card__title">{label}</strong>
          <span className="choice-card__hint">{hint}</span>
        </span>
      </label>
    </Card>
  );
}

export function CheckoutScreen() {
  usePageMeta({ title: 'Address & Payment', description: 'Choose where your Lumen Jewels order goes, and place it.' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const addresses = useAddressesQuery();
  // Back from ADD NEW ADDRESS: deliver to the address just added.
  const returned = useLocation().state as Partial<SavedAddressState> | null;
  const [chosenId, setChosenId] = useState<number | null>(returned?.savedAddressId ?? null);
  const [gstWanted, setGstWanted] = useState(false);
  const placeOrder = usePlaceOrder();

  const list = addresses.data ?? [];
  const selected =
    list.find((address) => address.id === chosenId) ?? list.find((address) => address.primary === 1) ?? list[0];
  const ready = !cart.loading && !cart.syncing && cart.totals !== null && selected !== undefined;

  /** The GST details are checked only while they are wanted. */
  const gstSchema = (): Promise<FormSchema<typeof EMPTY_GST, GstDetailsValue | null>> =>
    gstWanted ? loadGstSchema() : Promise.resolve(async () => ({ values: null, errors: {} }));

  async function place(gst: GstDetailsValue | null) {
    if (!ready || !selected) return;
    const { order } = await placeOrder.mutateAsync({ address_id: selected.id, gst, payment_method: PAYMENT_METHOD });
    navigate(paths.checkoutCompleted(order.order_id), { replace: true, state: { order } });
    refreshAfterOrder(queryClient);
  }

  const trail = [{ label: 'Cart', to: paths.cart }, { label: 'Address & Payment' }];

  if (cart.error) {
    return (
      <CartPage title="Address & Payment" trail={trail}>
        <LoadErrorCard onRetry={cart.retry}>
          Your cart could not be loaded. Please check your connection and try again.
        </LoadErrorCard>
      </CartPage>
    );
  }

  if (!cart.loading && cart.items.length === 0) {
    return (
      <CartPage title="Address & Payment" trail={trail}>
        <Card className="account-empty cart-empty">
          <BagIcon size={36} />
          <p>Your cart is empty. Add a piece to your cart before placing an order.</p>
          <Link to={paths.product()} className="btn btn-lj">
            DISCOVER THE COLLECTION
          </Link>
        </Card>
      </CartPage>
    );
  }

  return (
    <CartPage title="Address & Payment" trail={trail}>
      <Form className="cart-layout checkout" defaultValues={EMPTY_GST} schema={gstSchema} onSubmit={place}>
        <div className="checkout__steps">
          <AddressCard
            addresses={list}
            loading={addresses.isPending}
            selected={selected}
            onChoose={(address) => setChosenId(address.id)}
          />
          <GstDetails wanted={gstWanted} onWantedChange={setGstWanted} />
          <PaymentCard />
        </div>
        <section className="cart-summary" aria-labelledby="order-summary-title" aria-busy={cart.loading}>
          <div className="cart-summary__head">
            <h2 id="order-summary-title" className="cart-summary__title">
              Order Summary
            </h2>
            <Link to={paths.cart} className="lj-card__link">
              <PencilIcon size={14} /> Edit cart
            </Link>
          </div>
          <ul className="checkout-lines">
            {cart.items.map((line) => (
              <li key={line.id}>
                {line.photo ? (
                  <ProductPicture photo={line.photo} sizes={PHOTO_SIZES.thumb} alt="" />
                ) : (
                  <img src={line.image.src} alt="" width={48} height={48} loading="lazy" />
                )}
                <span className="checkout-lines__name">
                  {line.name}
                  <span className="checkout-lines__meta">
                    {line.size ?? 'One size'} · Qty {line.quantity}
                  </span>
                </span>
                <span className="checkout-lines__total">{formatCents(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <SummaryRows totals={cart.totals} coupon={cart.coupon} showShipping />
          <button
            type="submit"
            className="btn btn-lj cart-summary__checkout"
            disabled={!ready || placeOrder.isPending}
            aria-busy={placeOrder.isPending}
          >
            <LockIcon size={16} /> {placeOrder.isPending ? 'PLACING ORDER...' : 'PAY NOW'}
          </button>
          <p className="cart-summary__fine">
            Prices, coupon and GST are confirmed by the shop when you place your order.
          </p>
        </section>
      </Form>
    </CartPage>
  );
}
