import fs from 'node:fs';

/** CPU time (user and system, in ms) a process of this machine has used, from /proc; undefined when it is not here or gone. */
export function processCpuMsOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: utime and stime are fields 14 and 15, in ticks of 10 ms.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
