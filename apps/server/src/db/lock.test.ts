import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  children.splice(0).forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** Another server process that takes the lock on `dir` and keeps running until killed. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(path.join(import.meta.dirname, 'lock.ts')).href;
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
await acquireDataDirLock(${JSON.stringify(dir)});
console.log('held');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  for await (const chunk of child.stdout!) {
    out += chunk;
    if (out.includes('held')) return child;
  }
  throw new Error(`the holder did not take the lock: ${out}`);
}

async function killHard(child: ChildProcess) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe('the data directory lock', () => {
  it('makes a second holder fail at once with a clear message naming the holder', async () => {
    const dir = tempDir();
    const holder = await holdInAnotherProcess(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(`in use by another server process (pid ${holder.pid})`);
  });

  it('conflicts between two holders in one process, and is released on close so the next can start', async () => {
    const dir = tempDir();
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    release();
    const again = await acquireDataDirLock(dir);
    again();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("is free once its holder is killed, even when a live process now has the dead holder's pid", async () => {
    const dir = tempDir();
    const holder = await holdInAnotherProcess(dir);
    await killHard(holder);
    // Process ids are reused: what the dead holder left must not be judged by a pid that a live
    // process (here the one that runs this test) may now carry.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    const release = await acquireDataDirLock(dir);
    // A third process still finds it taken.
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    release();
  });

  it('works in a data directory whose path is too long for a socket address', async () => {
    const dir = path.join(tempDir(), 'a-data-directory-with-a-rather-long-name'.repeat(3));
    expect(path.join(dir, 'server.sock').length).toBeGreaterThan(110);
    const release = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    release();
    (await acquireDataDirLock(dir))();
  });
});
