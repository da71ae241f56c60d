/**
 * The order screen's forms as the API wants them. The ship form's tracking link is optional: left empty it is sent
 * as null, which the contract's schema accepts, and everything else is checked by that schema word for word.
 */
import type { ShipOrderRequest } from '@lumen/contract/admin-orders';
import type { Resolver } from 'react-hook-form';

export type ShipForm = { carrier: string; tracking_number: string; tracking_url: string };
export const EMPTY_SHIP_FORM: ShipForm = { carrier: '', tracking_number: '', tracking_url: '' };

/** The ship request of the form's values: the link trimmed, or null when none was given. */
export function shipRequest(values: ShipForm): ShipOrderRequest {
  const url = values.tracking_url.trim();
  return { carrier: values.carrier, tracking_number: values.tracking_number, tracking_url: url === '' ? null : url };
}

/** Checks the ship form with the contract's ShipOrderRequestSchema, after `shipRequest`; loaded on demand. */
export const shipResolver: Resolver<ShipForm, unknown, ShipOrderRequest> = async (values, context, options) => {
  const [{ zodResolver }, { ShipOrderRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@lumen/contract/admin-orders'),
  ]);
  const resolve = zodResolver(ShipOrderRequestSchema) as unknown as Resolver<
    ShipOrderRequest,
    unknown,
    ShipOrderRequest
  >;
  const result = await resolve(shipRequest(values), context, options as never);
  return result as unknown as Awaited<ReturnType<Resolver<ShipForm, unknown, ShipOrderRequest>>>;
};
