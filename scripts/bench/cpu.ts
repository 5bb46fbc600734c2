import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

interface ProcessTimes {
  parentPid: number;
  cpuTicks: number;
}

/** utime + stime and the parent of a process, from /proc/<pid>/stat; null once it is gone. */
function timesOf(pid: number): ProcessTimes | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { parentPid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
}

/**
 * CPU time in ms used so far by a process and all its descendants (`next start` serves from a
 * child process): the server's own cost, whatever else runs on the machine.
 */
export function processTreeCpuMs(rootPid: number) {
  const processes = new Map<number, ProcessTimes>();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const times = timesOf(pid);
    if (times) processes.set(pid, times);
  }
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
  return (ticks * 1000) / TICKS_PER_SECOND;
}
