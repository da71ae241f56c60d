/**
 * The assistant's turns written in batches (turn-log.ts): several answers' turns and the conversations they began in
 * one write; a conversation continued only by its owner; a conversation the clean-up removed meanwhile takes nothing
 * and spoils nothing; a batch that fails is logged, and the next is written.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assistantConversations, assistantTurns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { testLogger } from '../../test/logger';
import { createAssistantRepository } from './repository';
import { createTurnLog } from './turn-log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const turn = (question: string) => ({ question, answer: `About ${question}`, source: 'help' as const });
const turnsOf = (ids: string[]) =>
  t.database.db.select().from(assistantTurns).where(inArray(assistantTurns.conversationId, ids));

describe('the turn log', () => {
  it('writes the turns of several answers, and the conversations they began, in one batch', async () => {
    const repository = createAssistantRepository(t.database.db);
    const write = vi.spyOn(repository, 'writeTurns');
    const log = createTurnLog(repository, testLogger());
    const first = await log.conversationFor(undefined, null);
    const second = await log.conversationFor(undefined, null);
    log.add(first, null, turn('returns'));
    log.add(second, null, turn('sizes'));
    log.add({ id: first.id, isNew: false }, null, turn('refunds'));
    await log.flush();
    expect(write).toHaveBeenCalledTimes(1);
    const rows = await turnsOf([first.id, second.id]);
    expect(rows.map((row) => row.question).sort()).toEqual(['refunds', 'returns', 'sizes']);
  });

  it('continues a conversation for its owner only, remembered or read', async () => {
    const repository = createAssistantRepository(t.database.db);
    const log = createTurnLog(repository, testLogger());
    const visitors = await log.conversationFor(undefined, null);
    log.add(visitors, null, turn('hello'));
    await log.flush();
    expect(await log.conversationFor(visitors.id, null)).toEqual({ id: visitors.id, isNew: false });
    expect((await log.conversationFor(visitors.id, 7)).isNew).toBe(true);
    // Another process knows it only from the database.
    const elsewhere = createTurnLog(repository, testLogger());
    expect(await elsewhere.conversationFor(visitors.id, null)).toEqual({ id: visitors.id, isNew: false });
  });

  it('drops the turn of a conversation removed meanwhile, and writes the rest of the batch', async () => {
    const repository = createAssistantRepository(t.database.db);
    const logger = testLogger();
    const log = createTurnLog(repository, logger);
    const old = await log.conversationFor(undefined, null);
    log.add(old, null, turn('old question'));
    await log.flush();
    await t.database.db.delete(assistantConversations).where(eq(assistantConversations.id, old.id));
    const fresh = await log.conversationFor(undefined, null);
    log.add({ id: old.id, isNew: false }, null, turn('late question'));
    log.add(fresh, null, turn('new question'));
    await log.flush();
    expect((await turnsOf([old.id, fresh.id])).map((row) => row.question)).toEqual(['new question']);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs a batch that fails, and writes the next', async () => {
    const repository = createAssistantRepository(t.database.db);
    const logger = testLogger();
    const writeTurns = repository.writeTurns;
    vi.spyOn(repository, 'writeTurns')
      .mockRejectedValueOnce(new Error('database unavailable'))
      .mockImplementation(writeTurns);
    const log = createTurnLog(repository, logger);
    const lost = await log.conversationFor(undefined, null);
    log.add(lost, null, turn('lost'));
    await log.flush();
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ turns: 1 }), 'assistant turns not written');
    const kept = await log.conversationFor(undefined, null);
    log.add(kept, null, turn('kept'));
    await log.flush();
    expect((await turnsOf([lost.id, kept.id])).map((row) => row.question)).toEqual(['kept']);
  });
});
