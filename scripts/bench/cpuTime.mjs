/**
 * CPU time (user + system) of the processes a bench step starts, read from Linux's /proc. On a
 * machine whose cores other work shares, a wall time measures the neighbours as much as the
 * step; the CPU time a step's processes use changes far less with the load.
 * Where /proc is absent (not Linux) the figures are NaN and the bench prints "n/a".
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux the bench runs on (getconf CLK_TCK). */
const TICKS = 100;

/**
 * The fields of a /proc/<pid>/stat line after the command name (which may hold spaces and
 * parentheses, so the line is cut at its last ")"): index 0 is the state, 2 the process group,
 * 11-14 utime, stime, cutime, cstime.
 */
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

/**
 * CPU seconds of this process's children that have exited and been waited for (an execSync'd
 * build and everything it started, once it returns). Take it before and after a step.
 */
export function finishedChildrenCpu() {
  if (!existsSync('/proc/self/stat')) return Number.NaN;
  return statCpu(readFileSync('/proc/self/stat', 'utf8')).children;
}

/**
 * CPU seconds of a running process group (a dev server spawned with `detached: true`): every
 * live member's own time plus what its finished children used.
 */
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
