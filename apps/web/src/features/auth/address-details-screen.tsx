/**
 * /address-details (spec §2, §4): the last step of sign-up. The address (all fields required, type Home, Work or
 * Other) becomes the account's primary address; then the session of the verification ends and the shopper signs
 * in at /.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AddressForm } from '../../components/address-form';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { getUserToken } from '../../lib/storage';
import { usePageMeta } from '../../lib/use-page-meta';
import { saveAddress } from './api/save-address';
import { signInAgain } from './auth-flow';
import { AuthHeading } from './components/auth-parts';
import './auth.scss';

export function AddressDetailsScreen() {
  usePageMeta({ title: 'Address Details', description: 'Add the delivery address of your Lumen Jewels account.' });
  // Checked once: the screen itself ends the session on success and must not then redirect itself.
  const [signedIn] = useState(() => getUserToken() !== null);
  const navigate = useNavigate();
  const session = useSession();
  const save = useMutation({ mutationFn: saveAddress, onError: notifyError });

  if (!signedIn) return <Navigate to={paths.signIn} replace />;

  return (
    <>
      <AuthHeading title="Address Details" lead="Where should we deliver? You can add more addresses later." />
      <AddressForm
        className="auth-form"
        submitClassName="btn btn-lj auth-submit"
        submitLabel="SUBMIT"
        pending={save.isPending}
        onSubmit={async (address) => {
          const message = await save.mutateAsync(address);
          session.end();
          void notify('success', message);
          navigate(signInAgain(), { replace: true });
        }}
      />
    </>
  );
}
