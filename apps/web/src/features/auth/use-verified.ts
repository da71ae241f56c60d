/**
 * What every OTP screen does with a verified code: store the session token, forget the flow's e-mail, phone and
 * channel (spec §4), say so, and move on.
 */
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { clearFlow } from './auth-flow';
import { useSignInSession } from './use-sign-in-session';

export function useVerified() {
  const navigate = useNavigate();
  const session = useSignInSession();
  return ({ message, token }: { message: string; token: string }, next: string) => {
    session.start(token);
    clearFlow();
    void notify('success', message);
    navigate(next, { replace: true });
  };
}
