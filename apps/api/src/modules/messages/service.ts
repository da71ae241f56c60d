/** The contact form: stores the shopper's message for the shop to answer. */
import type { ContactRequest } from '@lumen/contract/contact';
import { parseIdentifier } from '@lumen/contract/identifier';
import type { ContactRepository } from './repository';

export function createContactService(repository: ContactRepository) {
  return {
    async submit(request: ContactRequest) {
      const identifier = parseIdentifier(request.email);
      const contact = identifier?.kind === 'email' ? identifier.email : request.email.trim();
      await repository.insert({ name: request.name, contact, message: request.message });
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
