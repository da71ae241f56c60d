/** The online providers this shop has settings for (decision 022): each is on when its settings are present. */
import type { Config } from '../../config';
import type { PaymentGateways } from './gateway';
import { createRazorpayGateway } from './razorpay';
import { createStripeGateway } from './stripe';

export function gatewaysFrom(config: Pick<Config, 'stripe' | 'razorpay'>): PaymentGateways {
  return {
    ...(config.stripe ? { stripe: createStripeGateway(config.stripe) } : {}),
    ...(config.razorpay ? { razorpay: createRazorpayGateway(config.razorpay) } : {}),
  };
}
