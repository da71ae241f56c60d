/**
 * The contact form: stores the shopper's message for the shop to answer. Other modules leave messages in the same
 * inbox through `receive` (the shop assistant's hand-off, in its own transaction).
 */
import type { ContactRequest } from '@lumen/contract/contact';
import { parseIdentifier } from '@lumen/contract/identifier';
import type { Db } from '../../db/client';
import type { ContactRepository } from './repository';

/** An e-mail address as the shop keeps it (lower case, trimmed); a mobile number as the shopper typed it. */
const contactOf = (typed: string) => {
  const identifier = parseIdentifier(typed);
  return identifier?.kind === 'email' ? identifier.email : typed.trim();
};

export type InboxMessage = { name: string; contact: string; message: string };

export function createContactService(repository: ContactRepository) {
  return {
    async submit(request: ContactRequest) {
      await repository.insert({ name: request.name, contact: contactOf(request.email), message: request.message });
    },
    /** Leaves a message in the back office's inbox, in `tx` when given; answers its id. */
    receive: (message: InboxMessage, tx?: Db) =>
      repository.insert({ ...message, contact: contactOf(message.contact) }, tx),
  };
}
export type ContactService = ReturnType<typeof createContactService>;
