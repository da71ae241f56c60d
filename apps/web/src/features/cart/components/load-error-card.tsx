/**
 * The card the cart and checkout show when the cart could not be loaded: the message, announced as an alert, and a
 * Try again button that fetches it again. Styles: the account screens' empty card (`account-empty`).
 */
import type { ReactNode } from 'react';
import { Card } from '../../../components/card';
import { RefreshIcon } from '../../../components/icons';

export function LoadErrorCard({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Card className="account-empty" role="alert">
      <p>{children}</p>
      <button type="button" className="btn btn-lj" onClick={onRetry}>
        <RefreshIcon size={16} /> Try again
      </button>
    </Card>
  );
}
