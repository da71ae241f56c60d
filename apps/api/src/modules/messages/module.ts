/**
 * The messages module: the contact form's messages and the back office's inbox (read, assign, reply by e-mail).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createAdminMessageRepository } from './admin-repository';
import { adminMessageRoutes } from './admin-routes';
import { createAdminMessageService } from './admin-service';
import { createContactRepository } from './repository';
import { contactRoutes } from './routes';
import { createContactService } from './service';

export async function register(app: FastifyInstance, { db, deliveries }: ModuleDeps) {
  const repository = { ...createContactRepository(db), inbox: createAdminMessageRepository(db) };
  const messages = {
    ...createContactService(repository),
    inbox: createAdminMessageService(repository.inbox, { deliveries }),
  };
  await app.register(contactRoutes, { contact: messages });
  await app.register(adminMessageRoutes, { inbox: messages.inbox });
  return { receive: messages.receive };
}
