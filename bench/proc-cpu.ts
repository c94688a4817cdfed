import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { median } from './bench-shop';

/** CPU time (user and system, in ms) from a /proc stat file; undefined when it is not there or gone. */
function statCpuMs(file: string): number | undefined {
  try {
    const stat = fs.readFileSync(file, 'utf8');
    // After the command's closing parenthesis: utime and stime are fields 14 and 15, in ticks of 10 ms.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** CPU time (user and system, in ms) a process of this machine has used, from /proc; undefined when it is not here or gone. */
export const processCpuMsOf = (pid: number) => statCpuMs(`/proc/${pid}/stat`);

/** CPU time of the whole machine (all cores, in ms) from /proc/stat; undefined where there is none. */
function machineCpuMs(): number | undefined {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait are work.
    const busy = fields[0]! + fields[1]! + fields[2]! + fields[5]! + fields[6]! + fields[7]!;
    return (busy * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** This process's CPU time (all its threads, in ms). */
function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * CPU time of the database's backends serving `db`'s database (in ms, by process id) from /proc,
 * when it runs on this machine (else nothing): what the work cost the database, apart from what
 * others run on the machine.
 */
async function backendCpuMs(db: Db, kind: string): Promise<Map<number, number>> {
  const times = new Map<number, number>();
  if (kind !== 'postgres') return times;
  const result = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`);
  for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
    const ms = processCpuMsOf(pid);
    if (ms !== undefined) times.set(pid, ms);
  }
  return times;
}

/** CPU (ms) some work cost: this process, its event loop's thread alone, the database's backends (when seen) and the whole machine. */
export type CpuSpent = { process: number; eventLoop?: number; backends?: number; machine?: number };

/** `work` with the CPU it cost (see CpuSpent). */
export async function measuredCpu<R>(database: { db: Db; kind: string }, work: () => Promise<R>): Promise<{ result: R; cpu: CpuSpent }> {
  // The main thread's task has the process's id.
  const eventLoopMs = () => statCpuMs(`/proc/self/task/${process.pid}/stat`);
  const [own0, loop0, machine0, backends0] = [ownCpuMs(), eventLoopMs(), machineCpuMs(), await backendCpuMs(database.db, database.kind)];
  const result = await work();
  const [own1, loop1, machine1, backends1] = [ownCpuMs(), eventLoopMs(), machineCpuMs(), await backendCpuMs(database.db, database.kind)];
  const backends = backends1.size === 0 ? undefined : [...backends1].reduce((sum, [pid, ms]) => sum + ms - (backends0.get(pid) ?? 0), 0);
  const difference = (before: number | undefined, after: number | undefined) => (before === undefined || after === undefined ? undefined : after - before);
  return { result, cpu: { process: own1 - own0, eventLoop: difference(loop0, loop1), backends, machine: difference(machine0, machine1) } };
}

/** CPU spent divided among `count` operations. */
export const perOperation = (cpu: CpuSpent, count: number): CpuSpent => ({
  process: cpu.process / count,
  eventLoop: cpu.eventLoop === undefined ? undefined : cpu.eventLoop / count,
  backends: cpu.backends === undefined ? undefined : cpu.backends / count,
  machine: cpu.machine === undefined ? undefined : cpu.machine / count,
});

/** The medians of runs' CPU per operation, and what the rest of the machine ran meanwhile (others' work included). */
export function describeCpu(runs: CpuSpent[]) {
  const of = (pick: (p: CpuSpent) => number | undefined) => (runs.every((p) => pick(p) !== undefined) ? median(runs.map((p) => pick(p)!)) : undefined);
  const [own, eventLoop, backends, machine] = [of((p) => p.process), of((p) => p.eventLoop), of((p) => p.backends), of((p) => p.machine)];
  const rest = machine === undefined ? undefined : Math.max(0, machine - own! - (backends ?? 0));
  return [
    `${own!.toFixed(2)} ms in this process${eventLoop === undefined ? '' : ` (${eventLoop.toFixed(2)} ms on its event loop's thread)`}`,
    backends === undefined ? undefined : `${backends.toFixed(2)} ms in the database's backends`,
    rest === undefined ? undefined : `${rest.toFixed(2)} ms elsewhere on the machine`,
  ]
    .filter(Boolean)
    .join(', ');
}
