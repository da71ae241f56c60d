import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export type ContactRepository = ReturnType<typeof createContactRepository>;

export function createContactRepository(db: Db) {
  return {
    /** Writes a message to the inbox (in `tx`, when the caller's transaction must hold it). */
    async insert(row: { name: string; contact: string; message: string }, tx: Db = db) {
      const [saved] = await tx.insert(contactMessages).values(row).returning({ id: contactMessages.id });
      if (!saved) throw new Error('no message was written');
      return saved;
    },
  };
}
