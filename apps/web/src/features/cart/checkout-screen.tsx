/**
 * /cart/checkout (spec §2), signed-in customers only: breadcrumb 'Cart > Address & Payment'; the Delivery Address
 * card with the primary address and CHOOSE ANOTHER ADDRESS ('Choose Address' dialog); optional GST Details; the
 * buyer's PAN for an order above ₹2,00,000 or its equivalent; the payment method, one of those the shop offers now (pay on delivery only up to its limit); and the summary with
 * subtotal, coupon, 'GST & Taxes (3%)' (or each rate's tax), shipping and the total. PAY NOW places the order (the server prices it
 * again from the database); paid online, the browser goes on to the provider's hosted page, else to the order's
 * confirmation (which offers Pay now when the provider could not be reached).
 */
import type { Address } from '@lumen/contract/addresses';
import {
  isOnlineMethod,
  type Order,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  type PaymentOption,
} from '@lumen/contract/orders';
import { lineVariantWords } from '@lumen/contract/variant-words';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Card } from '../../components/card';
import { Form } from '../../components/form/form';
import { BagIcon, PencilIcon } from '../../components/icons';
import { PHOTO_SIZES, ProductPicture } from '../../components/product-picture';
import { paths, type SavedAddressState } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useAddressesQuery } from '../account/api/get-addresses';
import { optionProblem, paymentOptionsKey, usePaymentOptions } from '../orders/api/get-payment-options';
import { goToPayment } from '../orders/api/pay-order';
import { refreshAfterOrder, usePlaceOrder } from '../orders/api/place-order';
import { cartKeys } from './api/cart-keys';
import { useCart } from './api/use-cart';
import { type CheckoutDetails, detailsResolver, EMPTY_DETAILS, usePanLine } from './checkout-details';
import { LockIcon } from './components/cart-icons';
import { CartPage } from './components/cart-page';
import { ChooseAddressDialog } from './components/choose-address-dialog';
import { DeliveryAddress } from './components/delivery-address';
import { GstDetails } from './components/gst-details';
import { LoadErrorCard } from './components/load-error-card';
import { PanDetails } from './components/pan-details';
import { PriceChangesNotice } from './components/price-changes';
import { SummaryRows } from './components/summary-rows';
import './checkout.scss';
import { panRequired } from '@lumen/contract/pan';
import { useMoney } from '../../components/money';
import { ChargedIn } from './components/charged-in';

/**
 * What checkout offers when the list of methods cannot be read: pay on delivery, which every shop offers (the
 * server still checks its limit when the order is placed).
 */
const PAY_ON_DELIVERY: PaymentOption = {
  method: 'pay_on_delivery',
  label: PAYMENT_METHOD_LABELS.pay_on_delivery,
  description: 'Pay by cash, card or UPI when your order arrives.',
  max_total: null,
};

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

/** An offered method with why it cannot take this order (pay on delivery above its limit), or null. */
type PaymentChoice = { option: PaymentOption; problem: string | null };

function PaymentCard({
  choices,
  loading,
  chosen,
  onChoose,
}: {
  choices: ReadonlyArray<PaymentChoice>;
  loading: boolean;
  chosen: PaymentMethod | undefined;
  onChoose: (method: PaymentMethod) => void;
}) {
  return (
    <Card title="Payment Method" titleId="payment-title" aria-busy={loading}>
      {loading ? (
        <div className="account-skeleton account-skeleton--short" aria-hidden="true" />
      ) : (
        <div className="payment-choices" role="radiogroup" aria-labelledby="payment-title">
          {choices.map(({ option, problem }) => {
            const hintId = `payment-${option.method}-hint`;
            return (
              <label
                key={option.method}
                className={problem ? 'choice-card payment-choice payment-choice--off' : 'choice-card payment-choice'}
              >
                <input
                  type="radio"
                  name="payment_method"
                  value={option.method}
                  checked={chosen === option.method}
                  disabled={problem !== null}
                  aria-describedby={hintId}
                  onChange={() => onChoose(option.method)}
                />
                <span>
                  <strong className="choice-card__title">{option.label}</strong>
                  <span id={hintId} className="choice-card__hint">
                    {problem ?? option.description}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </Card>
  );
}

/** PAY NOW, and what it says while it works: an online payment goes on to the provider's page. */
function payLabel(working: boolean, online: boolean): string {
  if (!working) return 'PAY NOW';
  return online ? 'REDIRECTING TO PAYMENT...' : 'PLACING ORDER...';
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
  const [choice, setChoice] = useState<PaymentMethod | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const placeOrder = usePlaceOrder();
  const paymentOptions = usePaymentOptions();
  const money = useMoney();

  const list = addresses.data ?? [];
  const selected =
    list.find((address) => address.id === chosenId) ?? list.find((address) => address.primary === 1) ?? list[0];
  const total = cart.totals?.total ?? 0;
  const offered = paymentOptions.data ?? (paymentOptions.isError ? [PAY_ON_DELIVERY] : []);
  const choices = offered.map((option) => ({ option, problem: optionProblem(option, total, money.format) }));
  // The shopper's choice while it can take the order, else the first method that can.
  const usable = choices.filter((each) => each.problem === null).map((each) => each.option.method);
  const method = usable.find((each) => each === choice) ?? usable[0];
  const online = method !== undefined && isOnlineMethod(method);
  const ready =
    !cart.loading &&
    !cart.syncing &&
    cart.totals !== null &&
    selected !== undefined &&
    method !== undefined &&
    !redirecting;

  const panLine = usePanLine();
  const panNeeded = cart.totals !== null && panRequired(total, panLine.threshold);
  /** The GST details are checked only while they are wanted, the PAN while the total needs it. */
  const detailsSchema = () => detailsResolver({ gst: gstWanted, pan: panNeeded });

  async function place({ gst, pan }: CheckoutDetails) {
    if (!ready || !selected || !method) return;
    let order: Order;
    try {
      ({ order } = await placeOrder.mutateAsync({
        address_id: selected.id,
        gst,
        payment_method: method,
        display_currency: money.code,
        ...(pan ? { pan } : {}),
      }));
    } catch (error) {
      // The method went away or the total passed its limit since the list was read: read it again. A price held for
      // the shopper may have run out while the rate moved: the cart read again shows by how much.
      void queryClient.invalidateQueries({ queryKey: paymentOptionsKey });
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
      throw error;
    }
    const { redirect_url } = order.payment;
    if (order.payment.status === 'awaiting_payment' && redirect_url) {
      setRedirecting(true);
      // The cart stays on screen while the page unloads. Should the browser bring this page back (Back from the
      // provider's page), the order is placed: its confirmation says how its payment stands.
      await goToPayment(order.order_id, redirect_url);
      setRedirecting(false);
    }
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
      <Form className="cart-layout checkout" defaultValues={EMPTY_DETAILS} schema={detailsSchema} onSubmit={place}>
        <div className="checkout__steps">
          <AddressCard
            addresses={list}
            loading={addresses.isPending}
            selected={selected}
            onChoose={(address) => setChosenId(address.id)}
          />
          <GstDetails wanted={gstWanted} onWantedChange={setGstWanted} />
          {panNeeded ? <PanDetails line={panLine.words} /> : null}
          <PaymentCard choices={choices} loading={paymentOptions.isPending} chosen={method} onChoose={setChoice} />
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
          <PriceChangesNotice items={cart.items} />
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
                    {lineVariantWords(line)} · Qty {line.quantity}
                  </span>
                </span>
                <span className="checkout-lines__total">{money.format(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <SummaryRows totals={cart.totals} coupon={cart.coupon} showShipping />
          <ChargedIn total={cart.totals?.total} money={money} />
          <button
            type="submit"
            className="btn btn-lj cart-summary__checkout"
            disabled={!ready || placeOrder.isPending}
            aria-busy={placeOrder.isPending || redirecting}
          >
            <LockIcon size={16} /> {payLabel(placeOrder.isPending || redirecting, online)}
          </button>
          <p className="cart-summary__fine">
            Prices, coupon and GST are confirmed by the shop when you place your order.
          </p>
        </section>
      </Form>
    </CartPage>
  );
}
