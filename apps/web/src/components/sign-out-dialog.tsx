/**
 * The sign-out question of spec §2: 'Sign-out Account', no backdrop or Escape dismiss. YES calls `user/signOut`;
 * on success the token and every cached account answer are dropped and the shopper lands on /home.
 */
import { API_PATHS } from '@lumen/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../lib/api-client';
import { notify, notifyError } from '../lib/notify';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { ConfirmDialog } from './confirm-dialog';

const signOut = async () => (await apiRequest(API_PATHS.signOut, { auth: true })).message;

export function SignOutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const session = useSession();
  const request = useMutation({
    mutationFn: signOut,
    onSuccess: (message) => {
      session.end();
      onClose();
      void notify('success', message);
      navigate(paths.home);
    },
    onError: notifyError,
  });

  return (
    <ConfirmDialog
      open={open}
      title="Sign-out Account"
      question="Are you sure you want to sign-out this account ?"
      pending={request.isPending}
      dismissible={false}
      onCancel={onClose}
      onConfirm={() => {
        if (!request.isPending) request.mutate();
      }}
    />
  );
}
