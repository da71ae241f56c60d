/**
 * The metal rates screen's feed cards: the feed's metal and currency rates that wait for a person (each with why, to
 * confirm or set aside), and the rate feed itself — where it reads, how its last read went, "Check now", and for the owner its
 * address and the largest move set without a person.
 */
import type { PendingCurrencyRate, PendingRate, RateFeed } from '@lumen/contract/metal-rate-feed';
import { baseCurrency, formatCents } from '@lumen/contract/money';
import { useState } from 'react';
import { FormField } from '../../components/form/field';
import { Form } from '../../components/form/form';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import {
  useCheckRateFeed,
  useConfirmCurrencyRate,
  useConfirmRate,
  useRejectCurrencyRate,
  useRejectRate,
  useSaveRateFeed,
} from './api/metal-rates';
import { shopTimeZoned } from './components/shop-time';
import { rateFeedResolver } from './metal-rates-form';

/** Runs a change and says how it went in a toast: the server's words either way. */
async function announce(change: () => Promise<{ message: string }>) {
  try {
    void notify('success', (await change()).message);
  } catch (error) {
    void notify('error', errorMessage(error));
  }
}

type Waiting = { name: string; headline: string; amount: string; reason: string; fetchedAt: string };

/** One waiting rate: what it is, why it waits, when the feed said it, and Confirm / Set aside. */
function WaitingItem({
  item,
  busy,
  onConfirm,
  onReject,
}: {
  item: Waiting;
  busy: boolean;
  onConfirm: () => void;
  onReject: () => void;
}) {
  return (
    <li className="lj-rates__pending-item" aria-label={item.name}>
      <div>
        <strong>{item.headline}</strong>
        <p className="lj-rates__reason">{item.reason}</p>
        <p className="lj-admin-muted">From the feed, {shopTimeZoned(item.fetchedAt)}</p>
      </div>
      <div className="lj-rates__actions">
        <button
          type="button"
          className="btn btn-lj btn-lj--sm"
          disabled={busy}
          aria-label={`Confirm ${item.name} at ${item.amount}`}
          onClick={onConfirm}
        >
          Confirm
        </button>
        <button
          type="button"
          className="btn btn-lj-outline btn-lj--sm"
          disabled={busy}
          aria-label={`Set aside ${item.name} at ${item.amount}`}
          onClick={onReject}
        >
          Set aside
        </button>
      </div>
    </li>
  );
}

/** The feed's metal and currency rates that wait for a person; nothing when none does. */
export function PendingRatesCard({
  pending,
  pendingCurrencies,
}: {
  pending: readonly PendingRate[];
  pendingCurrencies: readonly PendingCurrencyRate[];
}) {
  const confirm = useConfirmRate();
  const reject = useRejectRate();
  const confirmCurrency = useConfirmCurrencyRate();
  const rejectCurrency = useRejectCurrencyRate();
  const busy = confirm.isPending || reject.isPending || confirmCurrency.isPending || rejectCurrency.isPending;
  if (pending.length === 0 && pendingCurrencies.length === 0) return null;
  return (
    <section className="lj-settings__card lj-rates__pending" aria-labelledby="pending-title">
      <h2 id="pending-title" className="lj-settings__title">
        Waiting for you
      </h2>
      <p className="lj-admin-muted">The feed sent these rates; they are not in force until you confirm them.</p>
      <ul className="lj-rates__pending-list">
        {pending.map((rate) => {
          const name = `${rate.metal} ${rate.purity}`;
          const amount = formatCents(rate.rate_per_gram);
          return (
            <WaitingItem
              key={`m${rate.id}`}
              item={{
                name,
                headline: `${name}: ${amount} a gram`,
                amount,
                reason: rate.reason,
                fetchedAt: rate.fetched_at,
              }}
              busy={busy}
              onConfirm={() => void announce(() => confirm.mutateAsync(rate.id))}
              onReject={() => void announce(() => reject.mutateAsync(rate.id))}
            />
          );
        })}
        {pendingCurrencies.map((rate) => {
          const amount = `${rate.rate} ${rate.currency}`;
          return (
            <WaitingItem
              key={`c${rate.id}`}
              item={{
                name: rate.currency,
                headline: `${rate.currency}: ${amount} for 1 ${baseCurrency()}`,
                amount,
                reason: rate.reason,
                fetchedAt: rate.fetched_at,
              }}
              busy={busy}
              onConfirm={() => void announce(() => confirmCurrency.mutateAsync(rate.id))}
              onReject={() => void announce(() => rejectCurrency.mutateAsync(rate.id))}
            />
          );
        })}
      </ul>
    </section>
  );
}

export function RateFeedCard({ feed, canEdit }: { feed: RateFeed; canEdit: boolean }) {
  const check = useCheckRateFeed();
  const save = useSaveRateFeed();
  const [formKey, setFormKey] = useState(0);
  return (
    <section className="lj-settings__card" aria-labelledby="feed-title">
      <h2 id="feed-title" className="lj-settings__title">
        Rate feed
      </h2>
      {feed.url ? (
        <>
          <p>
            Read on a schedule from <code className="lj-rates__url">{feed.url}</code>. A rate that moved more than{' '}
            {feed.max_jump_percent} % from the one in force waits for you.
          </p>
          <p className={feed.last_error ? 'lj-rates__error' : 'lj-admin-muted'} role="status">
            {feed.checked_at
              ? `Last read ${shopTimeZoned(feed.checked_at)}: ${feed.last_error ?? 'it answered well.'}`
              : 'Not read yet.'}
            {feed.last_error ? ' Nothing was set from it.' : ''}
          </p>
          <button
            type="button"
            className="btn btn-lj-outline btn-lj--sm"
            disabled={check.isPending}
            aria-busy={check.isPending}
            onClick={() => void announce(() => check.mutateAsync(undefined))}
          >
            {check.isPending ? 'Reading…' : 'Check now'}
          </button>
        </>
      ) : (
        <p className="lj-admin-muted">No feed: rates are set by hand here.</p>
      )}
      {canEdit ? (
        <Form
          key={formKey}
          className="lj-admin-form lj-settings__form lj-rates__feed-form"
          defaultValues={{ url: '', max_jump_percent: String(feed.max_jump_percent) }}
          schema={async () => rateFeedResolver}
          onSubmit={async (values) => {
            await announce(() => save.mutateAsync(values));
            setFormKey((key) => key + 1);
          }}
        >
          <FormField name="url" label={feed.url ? 'New address (empty keeps the one above)' : 'Feed address'}>
            {(input) => <input {...input} type="url" inputMode="url" autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormField name="max_jump_percent" label="Largest move set without you (%)">
            {(input) => <input {...input} inputMode="decimal" autoComplete="off" />}
          </FormField>
          <div className="lj-rates__actions">
            <button
              type="submit"
              className="btn btn-lj btn-lj--sm"
              disabled={save.isPending}
              aria-busy={save.isPending}
            >
              {save.isPending ? 'Saving…' : 'Save feed'}
            </button>
            {feed.url ? (
              <button
                type="button"
                className="btn btn-lj-outline btn-lj--sm"
                disabled={save.isPending}
                onClick={() =>
                  void announce(() => save.mutateAsync({ url: null, max_jump_percent: feed.max_jump_percent }))
                }
              >
                Turn off
              </button>
            ) : null}
          </div>
        </Form>
      ) : null}
    </section>
  );
}
