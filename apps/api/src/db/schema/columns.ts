/** Column types Drizzle's pg-core does not name (PostgreSQL's tsvector and bytea), and the columns many tables share. */
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** When the row was made: set by the database. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
