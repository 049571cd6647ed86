/**
 * CPU time (user + system) of the processes a bench step starts, from Linux's /proc: it moves far
 * less with the neighbours' load than a wall time. NaN where /proc is absent.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux the bench runs on (getconf CLK_TCK). */
const TICKS = 100;

/** A /proc/<pid>/stat line's fields after the command name (cut at the last ")", as the name may hold one). */
export function statFields(line) {
  return line.slice(line.lastIndexOf(')') + 2).trim().split(/\s+/);
}

/** Seconds of user + system time in a stat line: the process's own, and its waited-for children's. */
export function statCpu(line) {
  const fields = statFields(line);
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { own: (utime + stime) / TICKS, children: (cutime + cstime) / TICKS, group: Number(fields[2]) };
}

const readStat = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // gone meanwhile
  }
};

/** CPU seconds of this process's finished, waited-for children (an execSync'd build, once it returns). */
export function finishedChildrenCpu() {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  return statCpu(readFileSync('/proc/self/stat', 'utf8')).children;
}

/** CPU seconds of a running process group: each live member's own and its finished children's. */
export function groupCpu(pgid) {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const line = readStat(entry);
    if (!line) continue;
    const cpu = statCpu(line);
    if (cpu.group === pgid) total += cpu.own + cpu.children;
  }
  return total;
}
