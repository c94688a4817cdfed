import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { retryWhileUnavailable, startDatabase, StartupError } from './startup';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });

/** A clock that only moves when the helper sleeps, so the test needs no real waiting. */
function fakeTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

describe('retryWhileUnavailable', () => {
  it('retries an unreachable database with growing waits, one line per failure, until it answers', async () => {
    const time = fakeTime();
    const lines: string[] = [];
    let calls = 0;
    const answer = await retryWhileUnavailable(
      async () => {
        calls += 1;
        if (calls < 5) throw refused();
        return 'connected';
      },
      { seconds: 30, what: 'the database', log: (line) => lines.push(line), sleep: time.sleep, now: time.now },
    );
    expect(answer).toBe('connected');
    expect(calls).toBe(5);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toContain('\n');
      expect(line).toMatch(/^the database is not reachable \(connect ECONNREFUSED 127\.0\.0\.1:5999\); retrying in \d+(\.\d)? s$/);
    }
    expect(time.sleeps).toEqual([...time.sleeps].sort((a, b) => a - b));
    expect(time.sleeps[3]).toBeGreaterThan(time.sleeps[0]);
  });

  it('gives up after the configured time with one clear error', async () => {
    const time = fakeTime();
    const lines: string[] = [];
    const failing = retryWhileUnavailable(
      async () => {
        throw refused();
      },
      { seconds: 30, what: 'the database', log: (line) => lines.push(line), sleep: time.sleep, now: time.now },
    );
    await expect(failing).rejects.toThrow(StartupError);
    await expect(failing).rejects.toThrow(/^Could not reach the database in 30 s \(connect ECONNREFUSED 127\.0\.0\.1:5999\)$/);
    expect(time.now()).toBeLessThanOrEqual(30_000);
    expect(time.now()).toBeGreaterThan(20_000);
    expect(lines.length).toBeGreaterThan(3);
  });

  it('does not retry what waiting cannot mend (a wrong password), and passes it on', async () => {
    const time = fakeTime();
    let calls = 0;
    const wrongPassword = Object.assign(new Error('password authentication failed for user "panel"'), { code: '28P01' });
    await expect(
      retryWhileUnavailable(
        async () => {
          calls += 1;
          throw wrongPassword;
        },
        { seconds: 30, what: 'the database', log: () => {}, sleep: time.sleep, now: time.now },
      ),
    ).rejects.toBe(wrongPassword);
    expect(calls).toBe(1);
  });
});

describe('startDatabase', () => {
  it('fails with one clear line when the data directory cannot be written', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-startup-'));
    const file = path.join(parent, 'not-a-folder');
    fs.writeFileSync(file, '');
    try {
      const failing = startDatabase({ databaseUrl: undefined, dataDir: path.join(file, 'data'), dbConnectRetrySeconds: 1 }, { log: () => {} });
      await expect(failing).rejects.toThrow(StartupError);
      await expect(failing).rejects.toThrow(
        /^The data directory .*not-a-folder\/data cannot be written \(ENOTDIR\): set DATA_DIR to a folder this user can write\.$/,
      );
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('fails with one clear line when the embedded database was made by another PostgreSQL version', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-startup-'));
    fs.mkdirSync(path.join(dataDir, 'pg'));
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '17\n');
    try {
      const failing = startDatabase({ databaseUrl: undefined, dataDir, dbConnectRetrySeconds: 1 }, { log: () => {} });
      await expect(failing).rejects.toThrow(StartupError);
      await expect(failing).rejects.toThrow(
        /^The embedded database in .*\/pg is PostgreSQL 17, made by an earlier build; this build runs PostgreSQL 18 and cannot open it\./,
      );
      expect(fs.readdirSync(path.join(dataDir, 'pg'))).toEqual(['PG_VERSION']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('retries a PostgreSQL server that does not answer, then fails with one clear line that hides the password', async () => {
    const lines: string[] = [];
    const failing = startDatabase(
      { databaseUrl: 'postgres://panel:s3cret@127.0.0.1:1/panel', dataDir: '/unused', dbConnectRetrySeconds: 1 },
      { log: (line) => lines.push(line) },
    );
    const error = await failing.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(StartupError);
    const { message } = error as StartupError;
    expect(message).toMatch(/^Could not reach the database at postgres:\/\/panel:\*\*\*@127\.0\.0\.1:1\/panel in 1 s \(.*ECONNREFUSED.*\)$/);
    expect(lines.length).toBeGreaterThan(0);
    expect([message, ...lines].join('\n')).not.toContain('s3cret');
  });
});
