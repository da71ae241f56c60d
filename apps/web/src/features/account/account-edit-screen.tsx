/**
 * /account/edit/{id} (spec §2): the profile picture (PNG, JPEG or WebP up to 2 MB, previewed before saving; an
 * initials avatar when there is none), Name, Email and Mobile Number, all required. Saving calls
 * `account/edit/{id}`, shows the server's message, puts the new profile in the cache (so the header and the
 * overview show it at once) and returns to /account. A new e-mail or mobile number needs the current password (or a
 * code to the current address) and waits for the code sent to it: the page then shows that code step instead of the
 * form, also when the shopper comes back later.
 */
import type { ProfileEditRequest, UserProfile } from '@lumen/contract/account';
import { IDENTIFIER_LABELS } from '@lumen/contract/account-messages';
import { AVATAR_MAX_BYTES, OTP_LENGTH } from '@lumen/contract/constants';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Avatar } from '../../components/avatar';
import { Card } from '../../components/card';
import { FieldError, FormField } from '../../components/form-field';
import { accountKeys } from '../../lib/account-keys';
import { useProfileQuery } from '../../lib/account-queries';
import { ApiError, apiRequest } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useContractForm } from '../../lib/use-contract-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSubmit } from '../../lib/use-submit';
import { changesIdentifier, needsProof, pendingChanges, verifyKinds } from './api/identifier-change';
import { IdentifierChangeStep } from './components/identifier-change-step';
import { IdentityCheck } from './components/identity-check';
import { VerifySwitch } from './components/verify-switch';
import { loadProfileEditSchema } from './profile-edit-schema';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const sanitizeCode = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);
export const IMAGE_MESSAGE = 'Please choose a PNG, JPEG or WebP picture of at most 2 MB.';

async function saveProfile({ id, body }: { id: string; body: ProfileEditRequest }) {
  const { message, data } = await apiRequest<UserProfile>(routeTo(API_PATHS.accountEdit, { id }) as `/api/${string}`, {
    method: 'POST',
    body,
    auth: true,
  });
  return { message, profile: data };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

type EditProfileFormProps = {
  id: string;
  profile: UserProfile;
  /** A save started a change of e-mail or mobile number: the code step takes over. */
  onCodeSent: () => void;
};

function EditProfileForm({ id, profile, onCodeSent }: EditProfileFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm({
    initial: {
      name: profile.name,
      email: profile.email,
      Mobile_Number: profile.Mobile_number,
      current_password: '',
      current_otp: '',
      verify_email: '',
      verify_mobile: '',
    },
    loadSchema: () => loadProfileEditSchema(profile),
    sanitize: { Mobile_Number: sanitizeMobile, current_otp: sanitizeCode },
  });
  const proofNeeded = needsProof(profile, form.values);
  const verifying = verifyKinds(form.values);
  /** The switch to prove a current address: shown while the field still holds that unproved address. */
  const verifySwitch = (kind: 'email' | 'mobile') => {
    const verified = kind === 'email' ? profile.email_verified : profile.mobile_verified;
    const current = kind === 'email' ? profile.email : profile.Mobile_number;
    const value = kind === 'email' ? form.values.email.trim().toLowerCase() : form.values.Mobile_Number.trim();
    if (verified || !current || value !== (kind === 'email' ? current.toLowerCase() : current)) return null;
    return (
      <VerifySwitch
        label={IDENTIFIER_LABELS[kind]}
        on={form.values[`verify_${kind}`] === '1'}
        onToggle={(on) => form.setValue(`verify_${kind}`, on ? '1' : '')}
      />
    );
  };
  const [picture, setPicture] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const pictureId = useId();
  const save = useSubmit(saveProfile);

  async function choosePicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      setPictureError(IMAGE_MESSAGE);
      event.target.value = '';
      return;
    }
    setPictureError(undefined);
    setPicture(await readAsDataUrl(file));
  }

  const submit = form.handleSubmit((data) =>
    save.run(
      { id, body: { ...data, ...(picture ? { image_base64_value: picture } : {}) } },
      {
        onError: (error) => {
          // A wrong code to the current address names no field: it belongs under the code all the same.
          if (
            error instanceof ApiError &&
            error.status === 400 &&
            !error.field &&
            proofNeeded &&
            !profile.has_password
          ) {
            form.setErrors({ current_otp: error.message });
          }
          return form.showServerError(error);
        },
        onSuccess: ({ message, profile: saved }) => {
          const codeSent = saved !== undefined && pendingChanges(saved).length > 0;
          if (codeSent) onCodeSent();
          if (saved) queryClient.setQueryData(accountKeys.profile, saved);
          void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
          void notify('success', message);
          if (!codeSent) navigate(paths.account);
        },
      },
    ),
  );

  return (
    <Card as="form" className="account-form" {...form.formProps(submit)}>
      <div className="avatar-picker">
        <Avatar
          name={form.values.name || profile.name}
          image={picture ?? profile.image}
          size={112}
          alt={picture ? 'Your new picture (not saved yet)' : ''}
        />
        <div className="avatar-picker__controls">
          <input
            id={pictureId}
            className="visually-hidden avatar-picker__input"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-describedby={`${pictureId}-hint ${pictureId}-error`}
            onChange={(event) => void choosePicture(event)}
          />
          <label htmlFor={pictureId} className="btn btn-lj-outline btn-lj--sm avatar-picker__button">
            {profile.image || picture ? 'Change picture' : 'Upload picture'}
          </label>
          <p id={`${pictureId}-hint`} className="avatar-picker__hint">
            PNG, JPEG or WebP, up to 2 MB.
          </p>
          <FieldError id={`${pictureId}-error`} message={pictureError} />
        </div>
      </div>
      <FormField {...form.fieldProps('name', 'Name')}>
        <input {...form.inputProps('name')} type="text" autoComplete="name" />
      </FormField>
      <FormField {...form.fieldProps('email', 'Email')}>
        <input {...form.inputProps('email')} type="email" autoComplete="email" />
      </FormField>
      {verifySwitch('email')}
      <FormField {...form.fieldProps('Mobile_Number', 'Mobile Number')}>
        {/* type=text: HTML allows autocomplete=tel-national (a 10-digit national number) only on text inputs. */}
        <input {...form.inputProps('Mobile_Number')} type="text" inputMode="numeric" autoComplete="tel-national" />
      </FormField>
      {verifySwitch('mobile')}
      {/* Polite-live: the explanation is announced as it appears beside the changed address. */}
      <div aria-live="polite">
        {proofNeeded ? (
          <IdentityCheck
            form={form}
            hasPassword={profile.has_password}
            purpose={changesIdentifier(profile, form.values) || verifying.length === 0 ? 'change' : 'verify'}
          />
        ) : null}
      </div>
      <div className="account-form__actions">
        <Link to={paths.account} className="btn btn-lj-outline">
          CANCEL
        </Link>
        <button type="submit" className="btn btn-lj" disabled={save.pending} aria-busy={save.pending}>
          {save.pending ? 'SAVING...' : 'SAVE CHANGES'}
        </button>
      </div>
    </Card>
  );
}

export function AccountEditScreen() {
  usePageMeta({ title: 'Edit Profile', description: 'Change your name, e-mail, mobile number and picture.' });
  const { id = '' } = useParams();
  const profile = useProfileQuery();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const user = profile.data;
  const pending = user ? pendingChanges(user) : [];

  return (
    <AccountPage
      title="Edit Profile"
      trail={[{ label: 'My Account', to: paths.account }, { label: 'Edit Profile' }]}
      sidebar={false}
    >
      {user && pending.length > 0 ? (
        pending.map((change) => (
          <IdentifierChangeStep
            key={`${change.kind}:${change.value}`}
            change={change}
            current={change.kind === 'email' ? user.email : user.Mobile_number}
            sentAt={sentAt}
          />
        ))
      ) : user ? (
        <EditProfileForm id={id} profile={user} onCodeSent={() => setSentAt(Date.now())} />
      ) : (
        <Card className="account-skeleton" aria-busy="true" />
      )}
    </AccountPage>
  );
}
