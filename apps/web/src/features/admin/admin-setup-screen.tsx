/**
 * /admin/setup/:token — a new staff member (or the shop's first owner) sets up their account from a one-time link:
 * 1. the password (and, for the owner-setup link, their e-mail and name); 2. the authenticator app: a QR code of the
 * otpauth:// URI, drawn in the browser, with the secret as text for typing in, then the app's code; 3. the ten
 * recovery codes, shown this once, to copy or download; then on to sign-in. A used, expired or unknown link says so.
 */

import { STAFF_ROLE_NAMES } from '@lumen/contract/admin-roles';
import type { SetupLink } from '@lumen/contract/admin-setup';
import {
  OwnerSetupPasswordStepSchema,
  SetupCodeStepSchema,
  SetupPasswordStepSchema,
} from '@lumen/contract/admin-setup';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { PasswordInput } from '../../components/form/password-input';
import { ApiError, errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { useCompleteSetup, useSetupLink, useStartTotp } from './api/staff-setup';
import { AdminAuthFrame } from './components/admin-auth-frame';
import { QrCode } from './components/qr-code';

type Details = { password: string; email?: string; name?: string };
type Enrolment = { secret: string; otpauth_uri: string };

/** The secret in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function AdminSetupScreen() {
  usePageMeta({ title: 'Set up your back-office account', description: 'Lumen Jewels back office: account setup.' });
  const token = useParams().token ?? '';
  const link = useSetupLink(token);

  if (link.isPending) {
    return (
      <AdminAuthFrame title="Set up your account">
        <p className="lj-admin-muted" aria-busy="true">
          Checking your link…
        </p>
      </AdminAuthFrame>
    );
  }
  if (link.isError) {
    const known = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 410);
    return (
      <AdminAuthFrame title={known ? 'This link cannot be used' : 'The link could not be checked'}>
        <p className="lj-admin-alert" role="alert">
          {errorMessage(link.error)}
        </p>
        <p>
          <Link to={paths.adminSignIn}>Go to sign-in</Link>
        </p>
      </AdminAuthFrame>
    );
  }
  return <SetupSteps token={token} link={link.data} />;
}

function SetupSteps({ token, link }: { token: string; link: SetupLink }) {
  const [details, setDetails] = useState<Details | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const startTotp = useStartTotp(token);
  const complete = useCompleteSetup(token);
  const owner = link.kind === 'owner-setup';
  const who = owner ? 'the shop’s owner' : `${link.name} (${link.email})`;
  const step = recoveryCodes ? 3 : enrolment && details ? 2 : 1;

  const progress = (
    <ol className="lj-admin-steps" aria-label="Setup steps">
      {['Password', 'Authenticator app', 'Recovery codes'].map((label, index) => (
        <li key={label} aria-current={step === index + 1 ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );

  if (recoveryCodes) {
    return (
      <AdminAuthFrame title="Your recovery codes">
        {progress}
        <RecoveryCodes codes={recoveryCodes} />
      </AdminAuthFrame>
    );
  }

  if (enrolment && details) {
    return (
      <AdminAuthFrame
        title="Add the shop to your authenticator app"
        lead="Scan the code with an authenticator app (Google Authenticator, 1Password, Authy…), or type the key in."
      >
        {progress}
        <AuthenticatorStep
          enrolment={enrolment}
          refusal={refusal}
          pending={complete.isPending}
          onCode={async (code) => {
            setRefusal(null);
            try {
              const done = await complete.mutateAsync({ ...details, code });
              setRecoveryCodes(done.recovery_codes);
              void notify('success', 'Your back-office account is ready.');
            } catch (error) {
              setRefusal(errorMessage(error));
              throw error;
            }
          }}
          onBack={() => {
            setRefusal(null);
            setEnrolment(null);
          }}
        />
      </AdminAuthFrame>
    );
  }

  return (
    <AdminAuthFrame
      title="Set up your account"
      lead={
        <>
          For {who}, as <strong>{STAFF_ROLE_NAMES[link.role]}</strong>. Choose a password first.
        </>
      }
    >
      {progress}
      <Form
        className="lj-admin-form"
        defaultValues={owner ? { email: '', name: '', password: '', confirm: '' } : { password: '', confirm: '' }}
        schema={async () => (owner ? OwnerSetupPasswordStepSchema : SetupPasswordStepSchema)}
        liveFields={['password']}
        onSubmit={async (data) => {
          setRefusal(null);
          try {
            const started = await startTotp.mutateAsync();
            // The owner-setup step's schema also parsed an e-mail and a name.
            const step = data as Details;
            setDetails({
              password: step.password,
              ...(owner ? { email: step.email ?? '', name: step.name ?? '' } : {}),
            });
            setEnrolment(started);
          } catch (error) {
            setRefusal(errorMessage(error));
            throw error;
          }
        }}
      >
        {refusal ? (
          <p className="lj-admin-alert" role="alert">
            {refusal}
          </p>
        ) : null}
        {owner ? (
          <>
            <FormField name="name" label="Your name">
              {(input) => <input {...input} type="text" autoComplete="name" />}
            </FormField>
            <FormField name="email" label="Your e-mail">
              {(input) => <input {...input} type="email" autoComplete="email" inputMode="email" />}
            </FormField>
          </>
        ) : null}
        <FormField name="password" label="New password">
          {(input) => <PasswordInput {...input} autoComplete="new-password" />}
        </FormField>
        <FormField name="confirm" label="The same password again">
          {(input) => <PasswordInput {...input} autoComplete="new-password" />}
        </FormField>
        <button
          type="submit"
          className="btn btn-lj lj-admin-form__submit"
          disabled={startTotp.isPending}
          aria-busy={startTotp.isPending}
        >
          {startTotp.isPending ? 'Please wait…' : 'Continue'}
        </button>
      </Form>
    </AdminAuthFrame>
  );
}

/** Step 2: the authenticator app, from the QR code or the key typed in, then the app's first code. */
function AuthenticatorStep({
  enrolment,
  refusal,
  pending,
  onCode,
  onBack,
}: {
  enrolment: Enrolment;
  /** The server's refusal of the last code, if any. */
  refusal: string | null;
  pending: boolean;
  onCode: (code: string) => Promise<void>;
  onBack: () => void;
}) {
  return (
    <>
      <div className="lj-admin-enrol">
        <QrCode text={enrolment.otpauth_uri} label="QR code for your authenticator app" />
        <dl className="lj-admin-key">
          <dt className="lj-admin-label">Key for typing in</dt>
          <dd className="lj-admin-secret">{grouped(enrolment.secret)}</dd>
        </dl>
      </div>
      <Form
        className="lj-admin-form"
        defaultValues={{ code: '' }}
        schema={async () => SetupCodeStepSchema}
        onSubmit={({ code }) => onCode(code)}
      >
        {refusal ? (
          <p className="lj-admin-alert" role="alert">
            {refusal}
          </p>
        ) : null}
        <FormField name="code" label="6-digit code from the app">
          {(input) => <input {...input} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />}
        </FormField>
        <div className="lj-admin-form__row">
          <button type="button" className="btn btn-lj-outline btn-lj--sm" onClick={onBack}>
            Back
          </button>
          <button type="submit" className="btn btn-lj" disabled={pending} aria-busy={pending}>
            {pending ? 'Setting up…' : 'Confirm'}
          </button>
        </div>
      </Form>
    </>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const text = `Lumen Jewels back office — recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <>
      <p className="lj-admin-muted">
        Each code signs you in once if your phone is not at hand. Keep them somewhere safe: they are shown only now.
      </p>
      <ul className="lj-admin-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="lj-admin-form__row">
        <button
          type="button"
          className="btn btn-lj-outline btn-lj--sm"
          onClick={() =>
            navigator.clipboard
              .writeText(text)
              .then(() => notify('success', 'Recovery codes copied.'))
              .catch(() => notify('error', 'Could not copy: select the codes and copy them instead.'))
          }
        >
          Copy
        </button>
        <a className="btn btn-lj-outline btn-lj--sm" href={download} download="lumen-recovery-codes.txt">
          Download
        </a>
      </div>
      <p>
        <Link to={paths.adminSignIn} className="btn btn-lj lj-admin-form__submit">
          I have saved them — sign in
        </Link>
      </p>
    </>
  );
}
