/** Column types Drizzle's pg-core does not name: PostgreSQL's tsvector and bytea. */
import { customType } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
