import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process already holds the data directory. */
export class DataDirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dir>/server.lock` for this process. PGlite has no lock of its own, and two
 * processes writing one data directory corrupt it, so a second one must fail at once.
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another server process (pid ${holder}). ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dir}.`);
}
