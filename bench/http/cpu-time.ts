import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user and system) that processes have used so far, read from /proc: Linux only, where the
 * benchmark runs; elsewhere every reading is undefined and the table shows a dash.
 *
 * The kernel counts it in clock ticks of 1/100 s (USER_HZ, fixed at 100 for /proc on Linux), so a figure
 * is only as fine as that; over a row's thousands of requests it reads to a few microseconds each.
 */
const MICROS_PER_TICK = 10_000;

/** The fields of /proc/<pid>/stat after the command name, which is in parentheses and may hold spaces. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function cpuMicrosOfFields(fields: string[]): number {
  // After the name: state is the first field, utime the 12th, stime the 13th (proc(5) fields 14 and 15).
  return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
}

/** One process's CPU time so far; undefined when it cannot be read. */
export function cpuMicrosOf(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields === undefined ? undefined : cpuMicrosOfFields(fields);
}

/**
 * The CPU time so far of every PostgreSQL server process on this machine (the postmaster, its background
 * workers and a backend per connection): the database's share of a row's work. Backends that exit
 * during a row take their time with them; the api's pool keeps its connections for the whole row.
 */
export function postgresCpuMicros(): number | undefined {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let total = 0;
  for (const name of names) {
    let command: string;
    try {
      command = readFileSync(`/proc/${name}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (command !== 'postgres') continue;
    const fields = statFields(Number(name));
    if (fields !== undefined) total += cpuMicrosOfFields(fields);
  }
  return total;
}
