import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the data directory lock', () => {
  it('makes a second holder fail at once with a clear message', () => {
    const dir = tempDir();
    // A live process other than us holds the lock.
    const holder = spawnSync(process.execPath, ['-e', 'console.log(process.ppid)']);
    expect(holder.status).toBe(0);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server process \(pid \d+\)/);
  });

  it('is released on close so the next process can start', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    acquireDataDirLock(dir)();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']);
    fs.writeFileSync(path.join(dir, 'server.lock'), gone.stdout.toString().trim());
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
