/** Build step: writes the migrated, empty PGlite database that a first start loads (see `firstStartTemplate`). */
import { writeFileSync } from 'node:fs';
import { createPgliteTemplate } from './client';

const [, , outFile] = process.argv;
if (!outFile) throw new Error('usage: make-template <out.tar>');
writeFileSync(outFile, Buffer.from(await (await createPgliteTemplate()).arrayBuffer()));
