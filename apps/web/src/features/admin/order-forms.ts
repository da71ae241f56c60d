/**
 * The order screen's forms, checked with the contract's schemas word for word — less the field name the API's
 * messages start with ("carrier: enter the carrier" shows as "Enter the carrier" under the Carrier field). The ship
 * form's tracking link is optional: left empty it is sent as null.
 */
import type { CancelOrderRequest, OrderNoteRequest, ShipOrderRequest } from '@lumen/contract/admin-orders';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type ShipForm = { carrier: string; tracking_number: string; tracking_url: string };
export const EMPTY_SHIP_FORM: ShipForm = { carrier: '', tracking_number: '', tracking_url: '' };

/** The ship request of the form's values: the link trimmed, or null when none was given. */
export function shipRequest(values: ShipForm): ShipOrderRequest {
  const url = values.tracking_url.trim();
  return { carrier: values.carrier, tracking_number: values.tracking_number, tracking_url: url === '' ? null : url };
}

/** A message as shown under its field: without the leading `field_name: ` of the API's wording, as a sentence. */
export function fieldMessage(message: string): string {
  const text = message.replace(/^[a-z_]+: /, '');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

type Schemas = typeof import('@lumen/contract/admin-orders');

/** A resolver checking `toRequest(values)` with one of the contract's order schemas. */
function orderResolver<V extends FieldValues, T>(
  pick: (schemas: Schemas) => Parameters<typeof import('@hookform/resolvers/zod').zodResolver>[0],
  toRequest: (values: V) => unknown,
): Resolver<V, unknown, T> {
  return async (values, context, options) => {
    const [{ zodResolver }, schemas] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@lumen/contract/admin-orders'),
    ]);
    const resolve = zodResolver(pick(schemas)) as unknown as Resolver<FieldValues, unknown, T>;
    const result = await resolve(toRequest(values) as FieldValues, context, options as never);
    const errors: FieldErrors = {};
    for (const [name, error] of Object.entries(result.errors ?? {})) {
      if (error) errors[name] = { ...error, message: fieldMessage(String(error.message ?? '')) } as FieldErrors[string];
    }
    return { ...result, errors } as Awaited<ReturnType<Resolver<V, unknown, T>>>;
  };
}

export const shipResolver = orderResolver<ShipForm, ShipOrderRequest>((s) => s.ShipOrderRequestSchema, shipRequest);

export const cancelResolver = orderResolver<{ reason: string }, CancelOrderRequest>(
  (s) => s.CancelOrderRequestSchema,
  (values) => values,
);

export const noteResolver = orderResolver<{ text: string }, OrderNoteRequest>(
  (s) => s.OrderNoteRequestSchema,
  (values) => values,
);
