import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

interface ProcessTimes {
  name: string;
  parentPid: number;
  cpuTicks: number;
}

/** utime + stime, the parent and the command name of a process, from /proc/<pid>/stat; null once it is gone. */
function timesOf(pid: number): ProcessTimes | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), parentPid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
}

/** Every process on the machine by pid. */
function allProcesses() {
  const processes = new Map<number, ProcessTimes>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const times = timesOf(pid);
    if (times) processes.set(pid, times);
  }
  return processes;
}

const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/**
 * CPU time in ms used so far by a process and all its descendants (`next start` serves from a
 * child process): the server's own cost, whatever else runs on the machine.
 */
export function processTreeCpuMs(rootPid: number) {
  const processes = allProcesses();
  const inTree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, times] of processes) {
      if (!inTree.has(pid) && inTree.has(times.parentPid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of inTree) ticks += processes.get(pid)?.cpuTicks ?? 0;
  return ticksToMs(ticks);
}

/** CPU ticks used so far by each PostgreSQL process on this machine (its server and backends, whatever database they serve). */
export type DatabaseCpu = Map<number, number>;

/** {@link DatabaseCpu} now, or null when no PostgreSQL runs on this machine (a database elsewhere). */
export function databaseCpu(): DatabaseCpu | null {
  const postgres = new Map([...allProcesses()].filter(([, times]) => times.name === "postgres").map(([pid, times]) => [pid, times.cpuTicks]));
  return postgres.size ? postgres : null;
}

/**
 * CPU time in ms PostgreSQL used since `before`: each process's growth, one started since counted
 * whole. One that exited since (an autovacuum worker) took its time with it and is not counted.
 */
export function databaseCpuMsSince(before: DatabaseCpu) {
  let ticks = 0;
  for (const [pid, now] of databaseCpu() ?? []) ticks += now - (before.get(pid) ?? 0);
  return ticksToMs(ticks);
}
