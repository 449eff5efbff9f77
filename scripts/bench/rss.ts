// Resident memory of a server: the VmRSS of every process in the tree under the spawned pid
// (`next start` may run the real next-server in a child), read from /proc.
import fs from 'node:fs';

export type ProcRss = {
  pid: number;
  ppid: number;
  name: string;
  rssKb: number;
  listening: boolean;
};
export type TreeRss = { processes: ProcRss[]; totalMb: number; listenerPid: number | null };

/** ppid from /proc/<pid>/stat (the name in parentheses may itself contain spaces or ')'). */
export function parseStatPpid(stat: string): number {
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(rest[1]);
}

export function parseStatus(status: string): { name: string; rssKb: number } {
  const name = /^Name:\s*(.*)$/m.exec(status)?.[1] ?? '?';
  const rss = /^VmRSS:\s*(\d+)\s*kB/m.exec(status)?.[1];
  return { name, rssKb: rss ? Number(rss) : 0 };
}

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** pid followed by all its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    const ppid = parseStatPpid(stat);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Socket inodes listening on the port, from /proc/net/tcp{,6} (state 0A = LISTEN). */
export function listeningInodes(tcpTables: string[], port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of tcpTables) {
    for (const line of table.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10) continue;
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9]!);
    }
  }
  return inodes;
}

/** Which of pids holds a socket listening on port, or null. */
export function listenerOf(pids: number[], port: number): number | null {
  const tables = ['/proc/net/tcp', '/proc/net/tcp6'].map((f) => read(f) ?? '');
  const inodes = listeningInodes(tables, port);
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {
        // fd closed meanwhile
      }
    }
  }
  return null;
}

export function treeRss(root: number, port: number): TreeRss {
  const pids = processTree(root);
  const listenerPid = listenerOf(pids, port);
  const processes: ProcRss[] = [];
  for (const pid of pids) {
    const status = read(`/proc/${pid}/status`);
    const stat = read(`/proc/${pid}/stat`);
    if (!status || !stat) continue;
    const { name, rssKb } = parseStatus(status);
    // The command line shows the whole title (Name is cut at 15 characters: "next-server (v1").
    const cmdline = (read(`/proc/${pid}/cmdline`) ?? '').replace(/\0/g, ' ').trim();
    processes.push({
      pid,
      ppid: parseStatPpid(stat),
      name: cmdline ? cmdline.slice(0, 60) : name,
      rssKb,
      listening: pid === listenerPid,
    });
  }
  const totalKb = processes.reduce((sum, p) => sum + p.rssKb, 0);
  return { processes, totalMb: totalKb / 1024, listenerPid };
}
