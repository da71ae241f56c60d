/**
 * /account/edit/{id} (spec §2): the profile picture (PNG, JPEG or WebP up to 2 MB, previewed before saving; an
 * initials avatar when there is none), Name, Email and Mobile Number, all required. Saving calls
 * `account/edit/{id}`, shows the server's message, puts the new profile in the cache (so the header and the
 * overview show it at once) and returns to /account. A new e-mail or mobile number needs the current password (or a
 * code to the current address) and waits for the code sent to it: the page then shows that code step instead of the
 * form, also when the shopper comes back later.
 */
import type { UserProfile } from '@lumen/contract/account';
import { IDENTIFIER_LABELS } from '@lumen/contract/account-messages';
import { AVATAR_MAX_BYTES, OTP_LENGTH } from '@lumen/contract/constants';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Avatar } from '../../components/avatar';
import { Card } from '../../components/card';
import { FieldError, FormField } from '../../components/form/field';
import { Form, useFormBehaviour } from '../../components/form/form';
import { ApiError } from '../../lib/api-client';
import { notify, notifyError } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/use-page-meta';
import { accountKeys } from './api/account-keys';
import { saveProfile } from './api/edit-profile';
import { useProfileQuery } from './api/get-profile';
import { IdentifierChangeStep } from './components/identifier-change-step';
import { IdentityCheck } from './components/identity-check';
import { VerifySwitch } from './components/verify-switch';
import { changesIdentifier, needsProof, pendingChanges, verifyKinds } from './identifier-change';
import { loadProfileEditSchema, type ProfileEditValues } from './profile-edit-schema';
import './account.scss';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const sanitizeCode = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);
export const IMAGE_MESSAGE = 'Please choose a PNG, JPEG or WebP picture of at most 2 MB.';

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
  const [picture, setPicture] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string>();
  const pictureId = useId();
  const save = useMutation({ mutationFn: saveProfile, onError: notifyError });

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

  const defaultValues: ProfileEditValues = {
    name: profile.name,
    email: profile.email,
    Mobile_Number: profile.Mobile_number,
    current_password: '',
    current_otp: '',
    verify_email: '',
    verify_mobile: '',
  };

  return (
    <Form
      // A form that is a card: the Card's own class on the <form> element itself.
      className="lj-card account-form"
      defaultValues={defaultValues}
      schema={() => loadProfileEditSchema(profile)}
      sanitize={{ Mobile_Number: sanitizeMobile, current_otp: sanitizeCode }}
      onSubmit={async (data, form) => {
        let answer: Awaited<ReturnType<typeof saveProfile>>;
        try {
          answer = await save.mutateAsync({
            id,
            body: { ...data, ...(picture ? { image_base64_value: picture } : {}) },
          });
        } catch (error) {
          // A wrong code to the current address names no field: it belongs under the code all the same.
          if (
            error instanceof ApiError &&
            error.status === 400 &&
            !error.field &&
            needsProof(profile, form.getValues()) &&
            !profile.has_password
          ) {
            form.setError('current_otp', { type: 'server', message: error.message });
          }
          throw error;
        }
        const { message, profile: saved } = answer;
        const codeSent = saved !== undefined && pendingChanges(saved).length > 0;
        if (codeSent) onCodeSent();
        if (saved) queryClient.setQueryData(accountKeys.profile, saved);
        void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
        void notify('success', message);
        if (!codeSent) navigate(paths.account);
      }}
    >
      <div className="avatar-picker">
        <PictureAvatar profile={profile} picture={picture} />
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
      <ProfileFields profile={profile} />
      <div className="account-form__actions">
        <Link to={paths.account} className="btn btn-lj-outline">
          CANCEL
        </Link>
        <button type="submit" className="btn btn-lj" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'SAVING...' : 'SAVE CHANGES'}
        </button>
      </div>
    </Form>
  );
}

/** The avatar previews the name as it is typed. */
function PictureAvatar({ profile, picture }: { profile: UserProfile; picture: string | null }) {
  const name = useWatch<ProfileEditValues, 'name'>({ name: 'name' });
  return (
    <Avatar
      name={name || profile.name}
      image={picture ?? profile.image}
      size={112}
      alt={picture ? 'Your new picture (not saved yet)' : ''}
    />
  );
}

/** Name, e-mail and mobile number, with the switches to prove an address and the proof a change needs. */
function ProfileFields({ profile }: { profile: UserProfile }) {
  const { setValue } = useFormContext<ProfileEditValues>();
  const { afterEdit } = useFormBehaviour();
  const values = useWatch<ProfileEditValues>() as ProfileEditValues;
  const proofNeeded = needsProof(profile, values);
  const verifying = verifyKinds(values);
  /** The switch to prove a current address: shown while the field still holds that unproved address. */
  const verifySwitch = (kind: 'email' | 'mobile') => {
    const verified = kind === 'email' ? profile.email_verified : profile.mobile_verified;
    const current = kind === 'email' ? profile.email : profile.Mobile_number;
    const value = kind === 'email' ? values.email.trim().toLowerCase() : values.Mobile_Number.trim();
    if (verified || !current || value !== (kind === 'email' ? current.toLowerCase() : current)) return null;
    return (
      <VerifySwitch
        label={IDENTIFIER_LABELS[kind]}
        on={values[`verify_${kind}`] === '1'}
        onToggle={(on) => {
          setValue(`verify_${kind}`, on ? '1' : '');
          afterEdit(`verify_${kind}`);
        }}
      />
    );
  };

  return (
    <>
      <FormField name="name" label="Name">
        {(input) => <input {...input} type="text" autoComplete="name" />}
      </FormField>
      <FormField name="email" label="Email">
        {(input) => <input {...input} type="email" autoComplete="email" />}
      </FormField>
      {verifySwitch('email')}
      {/* type=text: HTML allows autocomplete=tel-national (a 10-digit national number) only on text inputs. */}
      <FormField name="Mobile_Number" label="Mobile Number">
        {(input) => <input {...input} type="text" inputMode="numeric" autoComplete="tel-national" />}
      </FormField>
      {verifySwitch('mobile')}
      {/* Polite-live: the explanation is announced as it appears beside the changed address. */}
      <div aria-live="polite">
        {proofNeeded ? (
          <IdentityCheck
            hasPassword={profile.has_password}
            purpose={changesIdentifier(profile, values) || verifying.length === 0 ? 'change' : 'verify'}
          />
        ) : null}
      </div>
    </>
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
