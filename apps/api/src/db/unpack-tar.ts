/**
 * Unpacks a plain tar file (ustar, as PGlite's `dumpDataDir('none')` writes it) into a folder on disk: directories
 * and regular files, names kept inside the folder. It reads and writes through one small buffer, so a 40 MB template
 * never sits in memory whole. `last` names a file written only after every other one, so that an interrupted unpack
 * never looks complete (PostgreSQL's PG_VERSION marks a data folder as ready).
 */
import { closeSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import path from 'node:path';

const BLOCK = 512;
const CHUNK = 1 << 20;

const text = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
const octal = (header: Buffer, start: number, length: number) =>
  Number.parseInt(text(header, start, length).trim() || '0', 8);

type Entry = { name: string; target: string; size: number; mode: number; offset: number };

export function unpackTar(tarFile: string, folder: string, options: { last?: string } = {}): void {
  const root = path.resolve(folder);
  mkdirSync(root, { recursive: true });
  const tar = openSync(tarFile, 'r');
  const header = Buffer.alloc(BLOCK);
  const chunk = Buffer.alloc(CHUNK);

  /** Copies an entry's bytes from the tar to its file, a chunk at a time. */
  const write = (entry: Entry) => {
    const file = openSync(entry.target, 'w', entry.mode || 0o600);
    try {
      for (let done = 0; done < entry.size; ) {
        const read = readSync(tar, chunk, 0, Math.min(CHUNK, entry.size - done), entry.offset + done);
        if (read === 0) throw new Error(`tar entry ${entry.name} is cut short`);
        writeSync(file, chunk, 0, read);
        done += read;
      }
    } finally {
      closeSync(file);
    }
  };

  try {
    let deferred: Entry | undefined;
    for (let offset = 0; readSync(tar, header, 0, BLOCK, offset) === BLOCK; ) {
      if (header.every((byte) => byte === 0)) break;
      const prefix = text(header, 345, 155);
      const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
      const size = octal(header, 124, 12);
      const type = String.fromCharCode(header[156] ?? 0);
      const target = path.resolve(root, `.${path.posix.sep}${name.replace(/^\/+/, '')}`);
      if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
        throw new Error(`tar entry ${name} points outside ${folder}`);
      }
      const entry: Entry = { name, target, size, mode: octal(header, 100, 8) & 0o777, offset: offset + BLOCK };
      if (type === '5') mkdirSync(target, { recursive: true, mode: entry.mode || 0o700 });
      else if (type === '0' || type === '\0') {
        mkdirSync(path.dirname(target), { recursive: true });
        if (options.last !== undefined && path.relative(root, target) === options.last) deferred = entry;
        else write(entry);
      } else throw new Error(`tar entry ${name} is of a kind this unpacker does not write (type ${type})`);
      offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    if (deferred) write(deferred);
  } finally {
    closeSync(tar);
  }
}
