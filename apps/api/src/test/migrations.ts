/**
 * For the migration tests: a database at the step before a migration, so a test can write the data of the day before
 * and then run the migration (and those after it) on that data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');
const files = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort();

async function apply(db: PGlite, file: string) {
  for (const statement of readFileSync(path.join(MIGRATIONS, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** The migration files from `from` (a file name) up to, not including, `until` (or to the last). */
function between(from: string | null, until: string | null): string[] {
  const index = (name: string) => {
    const at = files.indexOf(name);
    if (at === -1) throw new Error(`no migration ${name}`);
    return at;
  };
  return files.slice(from ? index(from) : 0, until ? index(until) : files.length);
}

/** An empty database with the extensions the migrations create (as the shop's own PGlite has them). */
export const emptyDatabase = () => new PGlite({ extensions: { pg_trgm } });

/** Applies every migration before `file` (e.g. '0017_variants.sql'). */
export async function migrateBefore(db: PGlite, file: string): Promise<void> {
  for (const step of between(null, file)) await apply(db, step);
}

/** Applies `file` and the migrations after it, up to and not including `until` (every one after, without it). */
export async function migrateFrom(db: PGlite, file: string, until: string | null = null): Promise<void> {
  for (const step of between(file, until)) await apply(db, step);
}

/** The columns of a `products` row as the migration tests insert one, id first. */
export const PRODUCT_ROW = `(id, slug, name, description, category, audience, metal, stone, purity, price, price_to,
  original_price, images, sizes, material_details)`;
