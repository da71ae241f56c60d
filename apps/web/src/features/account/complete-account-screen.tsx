/**
 * /account/complete (decision 038; a departure from the spec's routes): after a first Google sign-in, the two things
 * every account has that Google does not give — a mobile number (proved with its code) and a delivery address — asked
 * as sign-up asks them. Each part shows as done once the account has it; when both are, the shopper goes on to the page
 * they were headed for (`?next=`). "I'll do this later" goes there at once. Right after the Google sign-in, adding the
 * mobile number needs no other proof; later, the server asks for it and the shopper is sent to Edit Profile.
 */
import type { AddressInput } from '@lumen/contract/addresses';
import { API_PATHS } from '@lumen/contract/routes';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { AddressForm } from '../../components/address-form';
import { Card } from '../../components/card';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { ApiError, apiRequest } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { paths, returnPath } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { accountKeys } from './api/account-keys';
import { saveProfile } from './api/edit-profile';
import { usePrimaryAddressQuery } from './api/get-primary-address';
import { useProfileQuery } from './api/get-profile';
import { CheckIcon } from './components/account-icons';
import { addressLine } from './components/address-card';
import { IdentifierChangeStep } from './components/identifier-change-step';
import './account.scss';

const loadMobileSchema = () =>
  import('@lumen/contract/account').then((module) => module.ProfileEditRequestSchema.pick({ Mobile_Number: true }));

/** A refusal that asks for the proof of identity: the sign-in is no longer fresh enough to add the number alone. */
const asksForProof = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /^current_(password|otp):/.test(error.message);

function Done({ children }: { children: string }) {
  return (
    <p className="complete-account__done">
      <CheckIcon size={18} /> <span>{children}</span>
    </p>
  );
}

export function CompleteAccountScreen() {
  usePageMeta({
    title: 'Finish Your Account',
    description: 'Add your mobile number and delivery address to your Lumen Jewels account.',
  });
  const next = returnPath(useLocation().search) ?? paths.account;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useProfileQuery();
  const address = usePrimaryAddressQuery();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const save = useMutation({ mutationFn: saveProfile });
  const saveAddress = useMutation({
    mutationFn: (body: AddressInput) => apiRequest(API_PATHS.userAddress, { method: 'POST', body, auth: true }),
    onError: notifyError,
  });
  const user = profile.data;
  const complete = user != null && user.Mobile_number !== '' && address.data != null;

  useEffect(() => {
    if (complete) navigate(next, { replace: true });
  }, [complete, navigate, next]);

  const firstName = user?.name.trim().split(/\s+/)[0] ?? '';
  let mobile: ReactNode = <Card className="account-skeleton account-skeleton--short" aria-busy="true" />;
  if (user?.Mobile_number) {
    mobile = (
      <Card title="Mobile Number" titleId="complete-mobile-title">
        <Done>{user.Mobile_number}</Done>
      </Card>
    );
  } else if (user?.pending_mobile) {
    mobile = (
      <IdentifierChangeStep
        change={{ kind: 'mobile', value: user.pending_mobile }}
        current=""
        sentAt={sentAt}
        onConfirmed={() => undefined}
      />
    );
  } else if (user) {
    mobile = (
      <Card title="Mobile Number" titleId="complete-mobile-title">
        <p className="complete-account__why">For delivery updates, and to sign in with a code by SMS.</p>
        <Form
          className="complete-account__form"
          defaultValues={{ Mobile_Number: '' }}
          schema={loadMobileSchema}
          sanitize={{ Mobile_Number: sanitizeMobile }}
          onSubmit={async ({ Mobile_Number }) => {
            try {
              const { message, profile: saved } = await save.mutateAsync({
                id: user.id,
                body: { name: user.name, email: user.email, Mobile_Number },
              });
              if (saved) queryClient.setQueryData(accountKeys.profile, saved);
              setSentAt(Date.now());
              void notify('success', message);
            } catch (error) {
              if (!asksForProof(error)) throw error;
              void notify('info', 'To keep your account safe, add your mobile number in Edit Profile.');
              navigate(paths.accountEdit(user.id));
            }
          }}
        >
          <FormField name="Mobile_Number" label="Mobile Number">
            {(input) => <input {...input} type="text" inputMode="numeric" autoComplete="tel-national" />}
          </FormField>
          <button type="submit" className="btn btn-lj" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? 'SENDING...' : 'SEND CODE'}
          </button>
        </Form>
      </Card>
    );
  }

  return (
    <AccountPage
      title="Finish Your Account"
      trail={[{ label: 'My Account', to: paths.account }, { label: 'Finish Your Account' }]}
      sidebar={false}
    >
      <p className="complete-account__lead">
        {firstName ? `Welcome, ${firstName}. ` : 'Welcome. '}
        Two more things and your account is ready: your mobile number, and where we should deliver.
      </p>
      {mobile}
      <Card title="Delivery Address" titleId="complete-address-title" aria-busy={address.isPending}>
        {address.isPending ? (
          <div className="account-skeleton account-skeleton--short" aria-hidden="true" />
        ) : address.data ? (
          <Done>{addressLine(address.data)}</Done>
        ) : (
          <AddressForm
            submitLabel="SAVE ADDRESS"
            pending={saveAddress.isPending}
            onSubmit={async (body) => {
              const { message } = await saveAddress.mutateAsync(body);
              await queryClient.invalidateQueries({ queryKey: accountKeys.primaryAddress });
              void queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
              void notify('success', message);
            }}
          />
        )}
      </Card>
      <p className="complete-account__later">
        <Link to={next}>I’ll do this later</Link>
      </p>
    </AccountPage>
  );
}
