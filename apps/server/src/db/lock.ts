import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Thrown when another live process already holds the data directory. */
export class DataDirLockedError extends Error {}

const LOCK_NAME = /^server-[0-9a-f]+\.sock$/;
/** Socket addresses are short (108 bytes on Linux, 104 on macOS); a longer path goes through the directory's descriptor. */
const MAX_SOCKET_ADDRESS = 100;
/** How long a holder that accepted a connection has to say its pid. */
const PROBE_MS = 1000;

type Probe = { live: boolean; pid?: number };

/** Connects to a lock socket: a listener answers (live, with its pid); a refused or missing one is stale. */
function probe(address: string): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let text = '';
    const done = (result: Probe) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    // Accepted but silent (a stopped or busy process): alive all the same.
    const timer = setTimeout(() => done({ live: true }), PROBE_MS);
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => done({ live: true, pid: Number(text.trim()) || undefined }));
    socket.on('error', (error: NodeJS.ErrnoException) => done({ live: error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT' }));
  });
}

function listen(server: net.Server, address: string) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Takes the data directory for this process. PGlite has no lock of its own, and two processes
 * writing one data directory corrupt it, so a second one must fail at once.
 *
 * The lock is a Unix socket this process listens on inside the directory, not a pid file: the
 * kernel stops the listening when the process ends in any way (kill -9 included), so a socket
 * file nobody listens on answers "connection refused" and is known stale for certain, whereas a
 * pid may meanwhile belong to another live process. Each holder listens under a name of its own
 * and publishes it (rename) only once listening, then looks at every other published socket:
 * one that answers means another holder (fail); one that refuses is removed. No holder ever
 * removes another's live socket, so two processes can never both hold the directory (two that
 * start at the very same moment may both fail).
 */
export async function acquireDataDirLock(dir: string): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const dirFd = fs.openSync(dir, 'r');
  const address = (name: string) => {
    const full = path.join(dir, name);
    if (full.length <= MAX_SOCKET_ADDRESS) return full;
    if (process.platform === 'linux') return `/proc/self/fd/${dirFd}/${name}`;
    throw new Error(`The data directory path ${dir} is too long for its lock; use a shorter DATA_DIR.`);
  };
  const name = `server-${randomBytes(8).toString('hex')}.sock`;
  const server = net.createServer((socket) => socket.end(`${process.pid}\n`));
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    server.close();
    fs.rmSync(path.join(dir, name), { force: true });
    fs.closeSync(dirFd);
  };
  try {
    const unpublished = `.${name}.new`;
    fs.rmSync(path.join(dir, unpublished), { force: true });
    await listen(server, address(unpublished));
    server.unref();
    fs.renameSync(path.join(dir, unpublished), path.join(dir, name));

    for (const other of fs.readdirSync(dir).filter((entry) => LOCK_NAME.test(entry) && entry !== name)) {
      const { live, pid } = await probe(address(other));
      if (live) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another server process${pid ? ` (pid ${pid})` : ''}. ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      fs.rmSync(path.join(dir, other), { force: true });
    }
    return release;
  } catch (error) {
    release();
    throw error;
  }
}
