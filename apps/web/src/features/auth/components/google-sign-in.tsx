/**
 * 'Sign in With Google' (spec §2, decision 038), shown only when the shop has a Google client ID. Pressing it fetches
 * Google Identity Services (never before), which opens Google's own sign-in (the browser's FedCM dialog where there is
 * one). When Google does not open it (the shopper closed it earlier, or the browser blocks it), Google's own button
 * appears under ours, as Google asks. The ID token Google gives goes to `user/signInWithGoogle`; the shop's session
 * then starts as after any sign-in, and a shopper whose account lacks a mobile number or an address is asked for them
 * next (/account/complete).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GoogleIcon } from '../../../components/icons';
import { type GoogleAccountsId, loadGoogleIdentity, useGoogleClientId } from '../../../lib/google-identity';
import { notify, notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { getTheme } from '../../../lib/theme';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { clearFlow, setReturnPath } from '../auth-flow';
import { useSignInSession } from '../use-sign-in-session';
import './google-sign-in.scss';

export const GOOGLE_UNAVAILABLE = 'Google sign-in could not open. Check your connection, or sign in another way.';

/** Whether the account still lacks what every account has: a mobile number and a delivery address. */
async function needsCompleting(): Promise<boolean> {
  const [{ getProfile }, { getPrimaryAddress }] = await Promise.all([
    import('../../account/api/get-profile'),
    import('../../account/api/get-primary-address'),
  ]);
  const [profile, address] = await Promise.all([getProfile(), getPrimaryAddress()]);
  return profile !== null && (profile.Mobile_number === '' || address === null);
}

export function GoogleSignIn({ destination }: { destination: string }) {
  const clientId = useGoogleClientId();
  const navigate = useNavigate();
  const session = useSignInSession();
  const [opening, setOpening] = useState(false);
  /** Google's own button, when its prompt did not open. */
  const [fallback, setFallback] = useState<GoogleAccountsId | null>(null);
  const fallbackRoot = useRef<HTMLDivElement>(null);

  const submit = useMutation({
    mutationFn: signInWithGoogle,
    onError: notifyError,
    onSuccess: async ({ message, token }) => {
      clearFlow();
      setReturnPath(null);
      session.start(token);
      void notify('success', message);
      const incomplete = await needsCompleting().catch(() => false);
      navigate(incomplete ? paths.accountCompleteThen(destination) : destination);
    },
  });

  useEffect(() => {
    const root = fallbackRoot.current;
    if (!fallback || !root) return;
    fallback.renderButton(root, {
      type: 'standard',
      theme: getTheme() === 'dark' ? 'filled_black' : 'outline',
      size: 'large',
      text: 'continue_with',
      shape: 'rectangular',
      width: Math.min(400, root.clientWidth),
    });
  }, [fallback]);

  if (!clientId) return null;

  async function open(googleClientId: string) {
    setOpening(true);
    try {
      const id = await loadGoogleIdentity();
      id.initialize({
        client_id: googleClientId,
        callback: ({ credential }) => submit.mutate(credential),
        context: 'signin',
        ux_mode: 'popup',
        use_fedcm_for_prompt: true,
        use_fedcm_for_button: true,
        itp_support: true,
      });
      id.prompt((moment) => {
        if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.()) setFallback(id);
      });
    } catch {
      void notify('error', GOOGLE_UNAVAILABLE);
    } finally {
      setOpening(false);
    }
  }

  const busy = opening || submit.isPending;
  return (
    <>
      <button
        type="button"
        className="btn btn-lj-outline"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void open(clientId)}
      >
        <GoogleIcon size={18} /> Sign in With Google
      </button>
      {fallback ? (
        <div className="google-fallback">
          <p className="google-fallback__text" role="status">
            Google did not open its sign-in window. Choose your account with Google’s button:
          </p>
          <div ref={fallbackRoot} className="google-fallback__button" />
        </div>
      ) : null}
    </>
  );
}
