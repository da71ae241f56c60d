/**
 * The development outbox: with no provider configured, a message is stored in the database and logged as one
 * line (recipient and subject only: the text may hold a code).
 */

import type { Logger } from '../lib/logger';
import type { Transport } from './notifier';
import type { OutboxRepository } from './outbox-repository';

export function createOutboxTransport(repository: OutboxRepository, logger: Logger): Transport {
  return {
    async send(message) {
      await repository.insert(message);
      logger.info({ channel: message.channel, to: message.to, subject: message.subject }, 'outbox: message stored');
    },
  };
}
