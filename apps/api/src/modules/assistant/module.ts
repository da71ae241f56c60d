/**
 * The assistant module (issue 30, decision 039): the shop assistant's questions and answers, and the hand-off of a
 * conversation to the back office's inbox. It reads the catalogue, the currencies, the customer's orders and profile
 * through their modules' services, and writes only its own conversations (and, handing off, an inbox message through
 * the messages module). With `ASSISTANT_LLM_URL` set, a language model words its answers (model-writer.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps';
import { createKnowledge } from './knowledge';
import { createModelWriter } from './model-writer';
import { createAssistantRepository } from './repository';
import { assistantRoutes } from './routes';
import { type AssistantServiceOptions, createAssistantService } from './service';
import { createTurnLog } from './turn-log';

export async function register(
  app: FastifyInstance,
  deps: ModuleDeps &
    Omit<AssistantServiceOptions, 'repository' | 'knowledge' | 'turns' | 'writer'> & {
      /** The clock of the language model's rest after a failure (tests move it on). */
      now?: (() => number) | undefined;
    },
) {
  const repository = createAssistantRepository(deps.db);
  const turns = createTurnLog(repository, deps.logger);
  // The turns still waiting are written before the database closes.
  app.addHook('preClose', () => turns.flush());
  app.decorate('flushAssistantTurns', turns.flush);
  const model = deps.config.assistantModel;
  const writer = model ? createModelWriter(model, deps.logger, deps.now) : undefined;
  const assistant = createAssistantService({ ...deps, repository, knowledge: createKnowledge(), turns, writer });
  await app.register(assistantRoutes, { assistant });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the assistant's waiting turns now, rather than with their batch (turn-log.ts): tests read them after. */
    flushAssistantTurns(): Promise<void>;
  }
}
