/**
 * Starting a customer's session at the end of every sign-in flow (password sign-in, OTP sign-in, the sign-up
 * verification): store the token (lib/session.ts), then take the visitor's browser likes and cart along, explicitly,
 * as the next step. The likes and cart modules (and their queries) load only now, not with the sign-in screens.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session';

export function useSignInSession() {
  const session = useSession();
  const queryClient = useQueryClient();
  return {
    start(token: string) {
      session.start(token);
      void import('../account/api/merge-visitor-likes').then((likes) => likes.mergeVisitorLikes(queryClient));
      void import('../cart/api/merge-cart').then((cart) => cart.mergeVisitorCart(queryClient));
    },
  };
}
