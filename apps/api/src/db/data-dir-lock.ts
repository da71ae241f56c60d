/**
 * PGlite admits one process per data folder and, unlike PostgreSQL, does not lock it: a second process would open
 * the same files and corrupt them. The process that opens a folder writes its id to `lumen.pid` there (created
 * exclusively) and removes it on close; another process finding a live id is refused with a clear message. A file
 * left by a process that died is taken over.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'lumen.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid} (the shop, or another command). PGlite admits one process ` +
        'at a time: stop the shop first, or run the shop on PostgreSQL (DATABASE_URL) to do this while it runs. ' +
        `If no such process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the folder for this process; answers the release. Throws DataDirInUseError when a live process has it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(dataDir, pid);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not take the data folder ${dataDir}`);
}
