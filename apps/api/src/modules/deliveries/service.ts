/**
 * Messages on the job queue. `enqueue(tx, …)` writes each message and its sending job in the transaction of the
 * change that causes it; `sendJob` is the job: one try of one message through its channel's transport, recorded on
 * the message. One-time codes have their own queue, so a code never waits behind other mail, and are never sent
 * after their code expired.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { DeliveryKind } from '@lumen/contract/deliveries';
import type { Db } from '../../db/client';
import type { Job, JobQueue, QueueSpec } from '../../jobs/queue';
import type { Logger } from '../../lib/logger';
import type { Message, Notifier } from '../../notify/notifier';
import type { DeliveryRepository } from './repository';

/** A message and what it concerns. */
export type Outgoing = Message & {
  kind: DeliveryKind;
  userId?: number | null;
  orderId?: number | null;
  staffId?: string | null;
  contactReplyId?: string | null;
  /** Not sent at all after this (a code's expiry). */
  validUntil?: Date;
};

type SendJobData = { deliveryId: string };
type Maybe<T> = T | null | undefined;

/** Order, account, staff and contact messages: retried with backoff for 1½ to 3 days (12 retries from `retryDelay`). */
export const messageQueue = (retryDelaySeconds: number): QueueSpec => ({
  name: 'messages',
  retryLimit: 12,
  retryDelay: retryDelaySeconds,
  expireInSeconds: 120,
  batchSize: 50,
});

/** One-time codes: a few quick retries; the code's own expiry ends them sooner. */
export const codeQueue: QueueSpec = {
  name: 'messages-codes',
  retryLimit: 6,
  retryDelay: 2,
  expireInSeconds: 60,
  batchSize: 20,
};

const queueOf = (kind: DeliveryKind) => (kind === 'code' ? codeQueue.name : 'messages');

/** The same uuid for the same key, so a message composed twice (a job run again) is stored once. */
const idFor = (key: string) => {
  const hex = createHash('sha256').update(`lumen-delivery:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const rowOf = (message: Outgoing, onceAs?: string) => ({
  id: onceAs ? idFor(onceAs) : randomUUID(),
  channel: message.channel,
  recipient: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html ?? null,
  kind: message.kind,
  userId: message.userId ?? null,
  orderId: message.orderId ?? null,
  staffId: message.staffId ?? null,
  contactReplyId: message.contactReplyId ?? null,
  validUntil: message.validUntil ?? null,
});

export function createDeliveries(options: { repository: DeliveryRepository; jobs: JobQueue }) {
  const { repository, jobs } = options;
  return {
    /**
     * Puts messages on the queue inside `tx`: they exist, and will be sent, if and only if `tx` commits. With
     * `onceAs`, a key naming what the messages tell (`confirmation:<order>`), they are stored once however many
     * times they are enqueued under it.
     */
    async enqueue(tx: Db, messages: Maybe<Outgoing> | Maybe<Outgoing>[], options: { onceAs?: string } = {}) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is Outgoing => Boolean(m));
      const rows = list.map((m, i) => rowOf(m, options.onceAs && `${options.onceAs}:${i}`));
      const stored = new Set(await repository.insert(tx, rows));
      // Two statements however many messages: their rows, then their jobs.
      await jobs.sendMany(
        tx,
        rows
          .filter((row) => stored.has(row.id))
          .map((row) => ({ name: queueOf(row.kind), data: { deliveryId: row.id } satisfies SendJobData })),
      );
    },

    /**
     * A one-time code for account `userId`, sent only when the account exists: the same statements whether it does
     * or not (a code request must not tell accounts apart by its timing); for no account the job finds nothing.
     */
    async enqueueCode(tx: Db, userId: number, message: Omit<Outgoing, 'kind'>) {
      const row = rowOf({ ...message, kind: 'code' });
      await repository.insertForAccount(tx, row, userId);
      await jobs.send(tx, codeQueue.name, { deliveryId: row.id } satisfies SendJobData);
    },

    /** A message that failed for good, on its way again (inside `tx`, with the audit line); false when it cannot be. */
    async sendAgain(tx: Db, id: string) {
      const row = await repository.sendAgain(tx, id);
      if (row) await jobs.send(tx, queueOf(row.kind), { deliveryId: row.id } satisfies SendJobData);
      return Boolean(row);
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;

/** A provider's error without the e-mail addresses and phone numbers it may quote (SMTP's 550s do). */
export const addressless = (error: string) =>
  error.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]').replace(/\+?\d[\d ()-]{6,}\d/g, '[number]');

/** The sending job: one try of one message. A failure is recorded and thrown, for the queue to retry it later. */
export function sendJob(options: { repository: DeliveryRepository; notifier: Notifier; logger: Logger }) {
  const { repository, notifier, logger } = options;
  return async (job: Job<SendJobData>) => {
    const row = await repository.claim(job.data.deliveryId);
    if (!row) return;
    const final = job.retryCount >= job.retryLimit;
    if (row.validUntil && row.validUntil.getTime() <= Date.now()) {
      await repository.markFailed(row, 'Not sent: the code had expired.', true);
      return;
    }
    const message: Message = {
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
    };
    try {
      const receipt = await notifier.send(message, { id: row.id });
      await repository.markSent(row, receipt?.providerId ?? null);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      // The message keeps the provider's words for the back office; the log gets them without any address in them.
      await repository.markFailed(row, error, final);
      logger.warn(
        {
          delivery: row.id,
          channel: row.channel,
          kind: row.kind,
          attempt: row.attempts,
          final,
          error: addressless(error),
        },
        final ? 'message could not be sent; given up' : 'message could not be sent; it will be retried',
      );
      throw err;
    }
  };
}
