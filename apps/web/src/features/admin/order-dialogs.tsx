/**
 * An order's steps that ask first (admin-order-screen.tsx): Ship with the carrier and tracking, Mark delivered, Mark
 * paid (mark-paid-dialog.tsx), and Cancel with a reason the customer reads. Each closes once its step is done; a step the server refuses keeps its
 * dialog open with the form as it was (a 409 has the screen close it and read the order again).
 */
import type { AdminOrder } from '@lumen/contract/admin-orders';
import { CANCEL_REASON_MAX } from '@lumen/contract/admin-orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Dialog } from '../../components/dialog';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import type { OrderStep } from './api/orders';
import { MarkPaidDialog } from './mark-paid-dialog';
import { cancelResolver, EMPTY_SHIP_FORM, shipResolver } from './order-forms';

export type OrderDialog = 'ship' | 'deliver' | 'cancel' | 'pay' | null;

export function OrderDialogs({
  open,
  order,
  pending,
  run,
  onClose,
}: {
  open: OrderDialog;
  order: AdminOrder;
  pending: boolean;
  /** Runs a step; rejects when the server refuses it. */
  run: (step: OrderStep) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <>
      <ShipDialog
        open={open === 'ship'}
        orderId={order.order_id}
        pending={pending}
        onClose={onClose}
        onShip={async (body) => {
          await run({ kind: 'ship', body });
          onClose();
        }}
      />
      <ConfirmDialog
        open={open === 'deliver'}
        title="Mark delivered"
        question={`Mark ${order.order_id} as delivered? The customer is told it has arrived.`}
        pending={pending}
        onConfirm={() =>
          void run({ kind: 'deliver' })
            .then(() => onClose())
            .catch(() => undefined)
        }
        onCancel={onClose}
      />
      <MarkPaidDialog
        open={open === 'pay'}
        orderId={order.order_id}
        total={order.total}
        currency={order.currency}
        pending={pending}
        onClose={onClose}
        onMarkPaid={async (method) => {
          await run({ kind: 'pay', body: { amount: order.total, method } });
          onClose();
        }}
      />
      <CancelDialog
        open={open === 'cancel'}
        orderId={order.order_id}
        pending={pending}
        onClose={onClose}
        onCancelOrder={async (reason) => {
          await run({ kind: 'cancel', body: { reason } });
          onClose();
        }}
      />
    </>
  );
}

function ShipDialog({
  open,
  orderId,
  pending,
  onClose,
  onShip,
}: {
  open: boolean;
  orderId: string;
  pending: boolean;
  onClose: () => void;
  onShip: (body: { carrier: string; tracking_number: string; tracking_url?: string | null }) => Promise<void>;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      title="Ship the order"
      closeLabel="Close without shipping"
    >
      <p className="lj-admin-muted">
        {orderId} is marked as shipped and the customer gets the tracking by e-mail and SMS.
      </p>
      <Form
        className="lj-admin-form"
        defaultValues={EMPTY_SHIP_FORM}
        schema={async () => shipResolver}
        onSubmit={(body) => onShip(body)}
      >
        <FormField name="carrier" label="Carrier">
          {(input) => <input {...input} type="text" autoComplete="off" maxLength={60} />}
        </FormField>
        <FormField name="tracking_number" label="Tracking number">
          {(input) => <input {...input} type="text" autoComplete="off" maxLength={60} />}
        </FormField>
        <FormField name="tracking_url" label="Tracking link (optional)">
          {(input) => <input {...input} required={false} type="url" inputMode="url" autoComplete="off" />}
        </FormField>
        <button type="submit" className="btn btn-lj lj-admin-form__submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Shipping…' : 'Mark as shipped'}
        </button>
      </Form>
    </Dialog>
  );
}

function CancelDialog({
  open,
  orderId,
  pending,
  onClose,
  onCancelOrder,
}: {
  open: boolean;
  orderId: string;
  pending: boolean;
  onClose: () => void;
  onCancelOrder: (reason: string) => Promise<void>;
}) {
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} title="Cancel the order" closeLabel="Keep the order">
      <p>
        Cancel {orderId}? This cannot be undone: the pieces go back into stock and the customer is told, with your
        reason.
      </p>
      <Form
        className="lj-admin-form"
        defaultValues={{ reason: '' }}
        schema={async () => cancelResolver}
        onSubmit={(data) => onCancelOrder(data.reason)}
      >
        <FormField name="reason" label="Reason (the customer sees it)">
          {(input) => <input {...input} type="text" autoComplete="off" maxLength={CANCEL_REASON_MAX} />}
        </FormField>
        <div className="lj-order__dialog-actions">
          <button type="button" className="btn btn-lj-outline" onClick={onClose} disabled={pending}>
            Keep the order
          </button>
          <button type="submit" className="btn btn-lj" disabled={pending} aria-busy={pending}>
            {pending ? 'Cancelling…' : 'Cancel the order'}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
