/**
 * / (spec §2): sign in with an e-mail address or mobile number and a password; or ask for a one-time code by
 * e-mail or SMS; or go to sign-up. A signed-in shopper goes straight to the account, or back to the page that
 * sent them here (`?next=/cart/checkout`, a path of this site only), however they sign in (auth-flow's return path).
 * Sent here from checkout, the shopper may also continue as a guest (/guest-checkout, issue 14). Sign in with Google
 * shows only when the shop offers it (components/google-sign-in).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { PasswordInput } from '../../components/form/password-input';
import { MailIcon, PhoneIcon } from '../../components/icons';
import { notify, notifyError } from '../../lib/notify';
import { paths, returnPath } from '../../lib/paths';
import { useSignedIn } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { signIn } from './api/sign-in';
import { clearFlow, setReturnPath } from './auth-flow';
import { AuthHeading, IdentifierField, SubmitButton } from './components/auth-parts';
import { GoogleSignIn } from './components/google-sign-in';
import { loadAuthSchemas } from './load-schemas';
import { useSignInSession } from './use-sign-in-session';
import './auth.scss';

export function SignInScreen() {
  const signedIn = useSignedIn();
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in to your Lumen Jewels account with your e-mail address or mobile number.',
  });
  const navigate = useNavigate();
  const next = returnPath(useLocation().search);
  const destination = next ?? paths.account;
  // Signing in by code, or signing up or recovering a password first, still ends on the page that sent them here.
  useEffect(() => setReturnPath(next), [next]);
  const session = useSignInSession();
  const submit = useMutation({ mutationFn: signIn, onError: notifyError });

  if (signedIn) return <Navigate to={destination} replace />;

  return (
    <>
      <AuthHeading title="Sign In" lead="Welcome back. Sign in to see your orders, wishlist and saved addresses." />
      <Form
        className="auth-form"
        defaultValues={{ identifier: '', password: '' }}
        schema={() => loadAuthSchemas().then((m) => m.SignInFormSchema)}
        onSubmit={async (data) => {
          const { message, token } = await submit.mutateAsync({ ...data.identifier, password: data.password });
          clearFlow();
          setReturnPath(null);
          session.start(token);
          void notify('success', message);
          navigate(destination);
        }}
      >
        <IdentifierField />
        <FormField name="password" label="Password">
          {(input) => <PasswordInput {...input} autoComplete="current-password" placeholder="Enter your password" />}
        </FormField>
        <p className="auth-form__aside">
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </p>
        <SubmitButton pending={submit.isPending} label="SIGN IN" pendingLabel="SIGNING IN..." />
      </Form>
      <div className="auth-divider">
        <span>or</span>
      </div>
      <div className="auth-alternatives">
        <Link to={paths.emailOtpMethod} className="btn btn-lj-outline">
          <MailIcon size={18} /> Get OTP on Your Email
        </Link>
        <Link to={paths.mobileOtpMethod} className="btn btn-lj-outline">
          <PhoneIcon size={18} /> Get OTP on Your Mobile
        </Link>
        <GoogleSignIn destination={destination} />
      </div>
      {next?.startsWith(paths.checkout) ? (
        <section className="auth-guest" aria-labelledby="auth-guest-title">
          <h2 id="auth-guest-title" className="auth-guest__title">
            No account? No problem.
          </h2>
          <p className="auth-guest__text">Check out as a guest: a one-time code confirms your e-mail or mobile.</p>
          <Link to={paths.guestCheckout} className="btn btn-lj">
            CONTINUE AS GUEST
          </Link>
        </section>
      ) : null}
      <p className="auth-switch">
        New to Lumen Jewels? <Link to={paths.signUp}>Create an account</Link>
      </p>
    </>
  );
}
