/** A small outlined button that downloads one of the order's PDFs (invoice, credit note), busy while it loads. */
import type { ReactNode } from 'react';
import { DownloadIcon } from './order-icons';

export function DownloadButton({
  pending,
  onClick,
  children,
}: {
  pending: boolean;
  onClick: () => void;
  /** The label, with whatever only a screen reader needs ("Download invoice PDF"). */
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn-lj-outline btn-lj--sm"
      disabled={pending}
      aria-busy={pending}
      onClick={onClick}
    >
      <DownloadIcon size={16} />
      {children}
    </button>
  );
}
