/**
 * The sign-out question of spec §2: 'Sign-out Account', no backdrop or Escape dismiss. YES calls `user/signOut`;
 * on success the token and every cached account answer are dropped and the shopper lands on /home.
 */
import { API_PATHS } from '@lumen/contract/routes';
import { useNavigate } from 'react-router';
import { apiRequest } from '../lib/api-client';
import { notify } from '../lib/notify';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { useSubmit } from '../lib/use-submit';
import { ConfirmDialog } from './confirm-dialog';

const signOut = async () => (await apiRequest(API_PATHS.signOut, { auth: true })).message;

export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const session = useSession();
  const request = useSubmit(signOut);

  return (
    <ConfirmDialog
      open={open}
      title="Sign-out Account"
      question="Are you sure you want to sign-out this account ?"
      pending={request.pending}
      dismissible={false}
      onCancel={onClose}
      onConfirm={() =>
        request.run(undefined, {
          onSuccess: (message) => {
            session.end();
            onClose();
            void notify('success', message);
            navigate(paths.home);
          },
        })
      }
    />
  );
}
