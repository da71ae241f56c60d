/**
 * The `price-ranges` job (decision 037). A new metal rate prices every variant that follows it at once (the
 * `priced_variants` view); what is stored per piece — the price range the listing sorts and filters on — follows in
 * short batches, by this job: put on the queue in the rate's own transaction (it exists if and only if the rate
 * commits), retried until it lands, idempotent (it reads the rate in force when it runs). Once the ranges are
 * refreshed, every process forgets its cached catalogue and pages.
 */
import type { Db } from '../../db/client';
import type { JobQueue, QueueSpec } from '../../jobs/queue';
import { refreshRateRanges } from '../catalog/computed-prices';

export const PRICE_RANGES_QUEUE: QueueSpec = {
  name: 'price-ranges',
  retryLimit: 50,
  retryDelay: 2,
  expireInSeconds: 300,
  batchSize: 1,
};

/** The rate whose pieces' ranges to refresh. */
export type PriceRangesJob = { metal: string; purity: string };

/** Puts the job of a new rate on the queue, inside the rate's transaction. */
export type QueuePriceRanges = (tx: Db, rate: PriceRangesJob) => Promise<unknown>;

export type PriceRanges = {
  queue: QueuePriceRanges;
  /** Starts the queued job now rather than at the next poll (after the rate's transaction commits). */
  wake(): void;
};

/** Registers the job's worker; answers how a rate's transaction queues it. */
export function registerPriceRanges(jobs: JobQueue, db: Db, onCatalogueChanged: () => void): PriceRanges {
  jobs.work<PriceRangesJob>(PRICE_RANGES_QUEUE, async (job, stopping) => {
    await refreshRateRanges(db, job.data.metal, job.data.purity, stopping);
    onCatalogueChanged();
  });
  return {
    queue: (tx, rate) => jobs.send(tx, PRICE_RANGES_QUEUE.name, rate),
    wake: () => jobs.wake(PRICE_RANGES_QUEUE.name),
  };
}
