/**
 * The first start's data folder: the migrated template unpacked on disk (db/unpack-tar.ts) opens as a ready
 * database, and the unpacker keeps every entry inside its folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client';
import { unpackTar } from './unpack-tar';

const folders: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumen-unpack-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A tar file of `files` (name → content) made by the system's tar, in the ustar format PGlite writes. */
function tarOf(files: Record<string, string>): string {
  const source = scratch();
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(source, name)), { recursive: true });
    writeFileSync(path.join(source, name), content);
  }
  const file = path.join(scratch(), 'files.tar');
  execFileSync('tar', ['--format=ustar', '-C', source, '-cf', file, ...Object.keys(files)]);
  return file;
}

describe('unpackTar', () => {
  it('writes directories and files with their contents', () => {
    const target = scratch();
    unpackTar(tarOf({ PG_VERSION: '17\n', 'base/1/1259': 'rows', 'global/pg_control': 'control' }), target, {
      last: 'PG_VERSION',
    });
    expect(readFileSync(path.join(target, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(target, 'base/1/1259'), 'utf8')).toBe('rows');
    expect(readFileSync(path.join(target, 'global/pg_control'), 'utf8')).toBe('control');
  });

  it('refuses an entry that would land outside the folder, before writing it', () => {
    const target = path.join(scratch(), 'data');
    // One regular-file entry named '../evil.txt' (no tar program writes such a name, a crafted file can).
    const header = Buffer.alloc(512);
    header.write('../evil.txt', 0);
    header.write('0000644\0', 100);
    header.write('00000000002\0', 124);
    header.write('0', 156);
    header.write('ustar\0', 257);
    const evil = path.join(scratch(), 'evil.tar');
    writeFileSync(evil, Buffer.concat([header, Buffer.from('no'.padEnd(512, '\0')), Buffer.alloc(1024)]));
    expect(() => unpackTar(evil, target)).toThrow(/outside/);
    expect(existsSync(path.join(target, '..', 'evil.txt'))).toBe(false);
  });

  it('the migrated template unpacked on disk opens as a ready database, as on a first start', async () => {
    const dataDir = path.join(scratch(), 'data');
    unpackTar(inject('pgliteTemplate'), dataDir, { last: 'PG_VERSION' });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      const result = await database.db.execute(sql`select count(*)::int as n from products`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
