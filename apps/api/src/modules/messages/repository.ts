import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export type ContactRepository = ReturnType<typeof createContactRepository>;

export function createContactRepository(db: Db) {
  return {
    async insert(row: { name: string; contact: string; message: string }) {
      const [saved] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
      return saved;
    },
  };
}
