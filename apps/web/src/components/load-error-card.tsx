/**
 * The card a screen shows in place of what it could not load: the message, announced as an alert, and a Try again
 * button that fetches it again. Styles: the account screens' empty card (`account-empty`).
 */
import type { ReactNode } from 'react';
import { Card } from './card';
import { RefreshIcon } from './icons';

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
