/**
 * The built server's migrated, empty PGlite database (`apps/api/dist/pglite-template.tar`), for processes of the
 * benches that open a fresh data folder through the API's sources (the bare app, the seeding of `accounts.ts`):
 * loading it skips initdb, seconds of CPU and a minute on a busy machine.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../apps/api/', import.meta.url));

/** The migrations drizzle applies: the journal and the SQL files, by name. */
function migrationFiles(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(folder)) return files;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.sql'))) {
    files.set(name, readFileSync(path.join(folder, name), 'utf8'));
  }
  const journal = path.join(folder, 'meta/_journal.json');
  if (existsSync(journal)) files.set('meta/_journal.json', readFileSync(journal, 'utf8'));
  return files;
}

/**
 * The template for a data folder that holds no database yet. Used only when the build's migrations are the sources'
 * ones: the caller migrates with the sources, and an older template would meet migrations it already holds under
 * another hash. `undefined` (so PGlite runs initdb) otherwise, with a line on stderr saying why.
 */
export function builtPgliteTemplate(dataDir: string, who: string): Blob | undefined {
  const file = path.join(apiDir, 'dist/pglite-template.tar');
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  const built = migrationFiles(path.join(apiDir, 'dist/migrations'));
  const sources = migrationFiles(path.join(apiDir, 'src/db/migrations'));
  const same = built.size === sources.size && [...sources].every(([name, text]) => built.get(name) === text);
  if (!same) {
    process.stderr.write(`${who}: the migrations in apps/api/dist differ from src; running initdb instead.\n`);
    return undefined;
  }
  return new Blob([readFileSync(file)]);
}
