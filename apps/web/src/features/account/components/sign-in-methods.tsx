/**
 * The account overview's "Sign-in Methods" (decision 038): the ways this account can sign in — its password, a code to
 * its verified e-mail or mobile number, and Google — with Turn off for Google while another way remains (the server
 * checks it too, in the same statement that removes it: `DELETE account/google`).
 */
import type { UserProfile } from '@lumen/contract/account';
import { API_PATHS } from '@lumen/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GoogleIcon, MailIcon, PhoneIcon, ShieldIcon } from '../../../components/icons';
import { apiRequest } from '../../../lib/api-client';
import { notify, notifyError } from '../../../lib/notify';
import { accountKeys } from '../api/account-keys';
import { BreakableAddress } from './breakable-address';
import './sign-in-methods.scss';

async function unlinkGoogle() {
  const { message, data } = await apiRequest<UserProfile>(API_PATHS.accountGoogle, { method: 'DELETE', auth: true });
  return { message, profile: data };
}

export function SignInMethods({ user }: { user: UserProfile }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const unlink = useMutation({
    mutationFn: unlinkGoogle,
    onSuccess: ({ message, profile }) => {
      setAsking(false);
      if (profile) queryClient.setQueryData(accountKeys.profile, profile);
      void notify('success', message);
    },
    onError: notifyError,
  });
  const otherWay = user.has_password || user.email_verified || user.mobile_verified;

  const methods = [
    { Icon: ShieldIcon, name: 'Password', state: user.has_password ? 'Set' : 'Not set' },
    {
      Icon: MailIcon,
      name: 'Code by email',
      state: user.email_verified ? user.email : 'Verify your email to use it',
    },
    {
      Icon: PhoneIcon,
      name: 'Code by SMS',
      state: user.mobile_verified ? user.Mobile_number : 'Verify your mobile number to use it',
    },
  ];

  return (
    <Card title="Sign-in Methods" titleId="sign-in-methods-title">
      <ul className="sign-in-methods">
        {methods.map(({ Icon, name, state }) => (
          <li key={name} className="sign-in-methods__item">
            <Icon size={20} />
            <span className="sign-in-methods__name">{name}</span>
            <span className="sign-in-methods__state">
              <BreakableAddress text={state} />
            </span>
          </li>
        ))}
        <li className="sign-in-methods__item">
          <GoogleIcon size={20} />
          <span className="sign-in-methods__name">Google</span>
          <span className="sign-in-methods__state">
            {user.google_email === null ? (
              'Not connected'
            ) : (
              <BreakableAddress text={user.google_email || 'Connected'} />
            )}
          </span>
          {user.google_email !== null ? (
            <button
              type="button"
              className="btn btn-lj-outline btn-lj--sm sign-in-methods__action"
              disabled={!otherWay}
              aria-describedby={otherWay ? undefined : 'google-last-way'}
              onClick={() => setAsking(true)}
            >
              Turn off
            </button>
          ) : null}
        </li>
      </ul>
      {user.google_email !== null && !otherWay ? (
        <p id="google-last-way" className="sign-in-methods__note">
          Google is your only way to sign in. Verify your email or mobile number first.
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Turn Off Google Sign-in"
        question="Are you sure you want to stop signing in with Google ?"
        pending={unlink.isPending}
        onConfirm={() => unlink.mutate()}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
