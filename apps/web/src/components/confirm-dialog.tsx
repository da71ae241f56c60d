/**
 * A yes/no question in a dialog (spec: sign-out, set primary, delete address): NO and YES; while the action runs YES
 * is disabled with a loading label. The caller closes it on success and keeps it open on failure.
 */
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  question: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  dismissible?: boolean;
};

export function ConfirmDialog({
  open,
  title,
  question,
  pending,
  onConfirm,
  onCancel,
  dismissible,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      title={title}
      className="confirm-dialog"
      dismissible={dismissible}
    >
      <p className="confirm-dialog__question">{question}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn-lj-outline" onClick={onCancel} disabled={pending}>
          NO
        </button>
        <button type="button" className="btn btn-lj" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending ? 'PLEASE WAIT...' : 'YES'}
        </button>
      </div>
    </Dialog>
  );
}
