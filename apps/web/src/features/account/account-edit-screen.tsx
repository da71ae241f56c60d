/**
 * /account/edit/{id} (spec §2): the profile picture (PNG, JPEG or WebP up to 2 MB, previewed before saving; an
 * initials avatar when there is none), Name, Email and Mobile Number, all required. Saving calls
 * `account/edit/{id}`, shows the server's message, puts the new profile in the cache (so the header and the
 * overview show it at once) and returns to /account.
 */
import type { ProfileEditRequest, UserProfile } from '@lumen/contract/account';
import { AVATAR_MAX_BYTES } from '@lumen/contract/constants';
import { API_PATHS, routeTo } from '@lumen/contract/routes';
import { sanitizeMobile } from '@lumen/contract/sanitize';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AccountPage } from '../../components/account-page';
import { Avatar } from '../../components/avatar';
import { FieldError, FormField } from '../../components/form-field';
import { accountKeys } from '../../lib/account-keys';
import { useProfileQuery } from '../../lib/account-queries';
import { apiRequest } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useContractForm } from '../../lib/use-contract-form';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSubmit } from '../../lib/use-submit';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const IMAGE_MESSAGE = 'Please choose a PNG, JPEG or WebP picture of at most 2 MB.';

let schemaModule: Promise<typeof import('@lumen/contract/account')> | undefined;
function loadSchema() {
  schemaModule ??= import('@lumen/contract/account');
  return schemaModule.then((module) => module.ProfileEditRequestSchema);
}

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

function EditProfileForm({ id, profile }: { id: string; profile: UserProfile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useContractForm({
    initial: { name: profile.name, email: profile.email, Mobile_Number: profile.Mobile_number },
    loadSchema,
    sanitize: { Mobile_Number: sanitizeMobile },
  });
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
        onError: form.showServerError,
        onSuccess: ({ message, profile: saved }) => {
          if (saved) queryClient.setQueryData(accountKeys.profile, saved);
          void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
          void notify('success', message);
          navigate(paths.account);
        },
      },
    ),
  );

  return (
    <form className="account-card account-form" {...form.formProps(submit)}>
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
      <FormField {...form.fieldProps('Mobile_Number', 'Mobile Number')}>
        <input {...form.inputProps('Mobile_Number')} type="tel" inputMode="numeric" autoComplete="tel-national" />
      </FormField>
      <div className="account-form__actions">
        <Link to={paths.account} className="btn btn-lj-outline">
          CANCEL
        </Link>
        <button type="submit" className="btn btn-lj" disabled={save.pending} aria-busy={save.pending}>
          {save.pending ? 'SAVING...' : 'SAVE CHANGES'}
        </button>
      </div>
    </form>
  );
}

export function AccountEditScreen() {
  usePageMeta({ title: 'Edit Profile', description: 'Change your name, e-mail, mobile number and picture.' });
  const { id = '' } = useParams();
  const profile = useProfileQuery();

  return (
    <AccountPage
      title="Edit Profile"
      trail={[{ label: 'My Account', to: paths.account }, { label: 'Edit Profile' }]}
      sidebar={false}
    >
      {profile.data ? (
        <EditProfileForm id={id} profile={profile.data} />
      ) : (
        <div className="account-card account-skeleton" aria-busy="true" />
      )}
    </AccountPage>
  );
}
