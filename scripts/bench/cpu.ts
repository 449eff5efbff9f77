// How much of the machine's CPU other processes took during the load runs: throughput measured
// while a build or a test suite runs beside it says little about the site.
import fs from 'node:fs';

export type CpuSnapshot = { busy: number; total: number; ours: number };

/** Busy and total jiffies of the machine (/proc/stat), and the jiffies used so far by pids. */
export function cpuSnapshot(pids: number[]): CpuSnapshot {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1, 9).map(Number);
  const total = user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal!;
  let ours = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ours += Number(rest[11]) + Number(rest[12]); // utime + stime
    } catch {
      // exited
    }
  }
  return { busy: total - idle! - iowait!, total, ours };
}

/** Share (0–1) of the machine's CPU time between two snapshots that went to other processes. */
export function othersShare(before: CpuSnapshot, after: CpuSnapshot): number {
  const total = after.total - before.total;
  if (total <= 0) return 0;
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, others / total);
}
