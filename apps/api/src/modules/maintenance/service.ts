/**
 * The scheduled clean-up: what is old enough to delete. A schedule of the job queue runs it once per slot for all
 * processes; the statements are safe to run from several at once all the same (see repository.ts). A failure is logged and the next
 * run tries again; it never reaches a request or stops the process.
 */
import { STAFF_SESSION_IDLE_MINUTES } from '@lumen/contract/admin';
import { SESSION_IDLE_DAYS } from '@lumen/contract/constants';
import type { Logger } from '../../lib/logger';
import type { MaintenanceRepository } from './repository';

const DAY_MS = 86_400_000;
/** The development outbox keeps a week of messages. */
export const OUTBOX_KEPT_MS = 7 * DAY_MS;
/** Messages sent or given up are kept this long for the back office's Deliveries screen. */
export const DELIVERIES_KEPT_MS = 90 * DAY_MS;
/** The shop assistant's conversations are kept this long (what shoppers ask, for the shop to learn from). */
export const ASSISTANT_KEPT_MS = 90 * DAY_MS;

export const SWEEPS = [
  'sessions',
  'staff_sessions',
  'otp_codes',
  'identifier_changes',
  'auth_limits',
  'outbox_messages',
  'deliveries',
  'assistant_conversations',
] as const;
export type Sweep = (typeof SWEEPS)[number];

export type MaintenanceOptions = {
  logger: Logger;
  /** Rows per delete statement. */
  batchSize?: number;
  /** Statements per table and run, so one run is bounded however much has piled up; the next run goes on. */
  maxBatches?: number;
  now?: () => Date;
};

export function createMaintenanceService(repository: MaintenanceRepository, options: MaintenanceOptions) {
  const batchSize = options.batchSize ?? 500;
  const maxBatches = options.maxBatches ?? 100;
  const now = options.now ?? (() => new Date());

  /** One batch of each table, given the cut-offs of this run. */
  function batches(at: Date): Record<Sweep, () => Promise<number>> {
    const ago = (ms: number) => new Date(at.getTime() - ms);
    return {
      sessions: () => repository.sessions(at, ago(SESSION_IDLE_DAYS * DAY_MS), batchSize),
      staff_sessions: () => repository.staffSessions(at, ago(STAFF_SESSION_IDLE_MINUTES * 60_000), batchSize),
      otp_codes: () => repository.otpCodes(at, batchSize),
      identifier_changes: () => repository.identifierChanges(at, batchSize),
      auth_limits: () => repository.authLimits(at, batchSize),
      outbox_messages: () => repository.outboxMessages(ago(OUTBOX_KEPT_MS), batchSize),
      deliveries: () => repository.deliveries(ago(DELIVERIES_KEPT_MS), batchSize),
      assistant_conversations: () => repository.assistantConversations(ago(ASSISTANT_KEPT_MS), batchSize),
    };
  }

  /**
   * Deletes what has expired, table by table, batch by batch; answers how many rows of each it deleted. `stopping`
   * ends the run between two statements (the process is shutting down; the next run goes on).
   */
  async function runOnce(stopping?: AbortSignal): Promise<Record<Sweep, number>> {
    const deleted = Object.fromEntries(SWEEPS.map((sweep) => [sweep, 0])) as Record<Sweep, number>;
    const work = batches(now());
    for (const sweep of SWEEPS) {
      try {
        for (let i = 0; i < maxBatches && !stopping?.aborted; i++) {
          const count = await work[sweep]();
          deleted[sweep] += count;
          if (count < batchSize) break;
        }
      } catch (err) {
        options.logger.error({ err, table: sweep }, 'clean-up of expired rows failed; the next run tries again');
      }
    }
    const total = Object.values(deleted).reduce((sum, count) => sum + count, 0);
    if (total > 0) options.logger.info({ deleted }, 'expired rows removed');
    return deleted;
  }

  return { runOnce };
}
export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
