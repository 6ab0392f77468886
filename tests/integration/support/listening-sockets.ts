import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A listening TCP socket: its local address (as the kernel prints it, e.g. 127.0.0.1) and port. */
export interface ListeningSocket {
  address: string;
  port: number;
  pid: number;
}

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** The process group of a pid (field 5 of /proc/<pid>/stat, after the command in parentheses). */
const groupOf = (pid: number | string) => read(`/proc/${pid}/stat`).split(') ')[1]?.split(' ')[2];

/** /proc/net/tcp* local address → text: 0100007F → 127.0.0.1; IPv6 groups of 4 bytes, little-endian each. */
function addressOf(hex: string): string {
  if (hex.length === 8)
    return hex
      .match(/../g)!
      .reverse()
      .map((byte) => parseInt(byte, 16))
      .join('.');
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(''));
  const groups = words
    .join('')
    .match(/.{4}/g)!
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
  const text = groups.join(':');
  // IPv4-mapped (::ffff:a.b.c.d) is shown in dotted form.
  const mapped = /^0:0:0:0:0:ffff:([0-9a-f]+):([0-9a-f]+)$/.exec(text);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return `::ffff:${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return text === '0:0:0:0:0:0:0:1' ? '::1' : text === '0:0:0:0:0:0:0:0' ? '::' : text;
}

/**
 * The TCP sockets listening in the processes of this process group (ours and every child we started
 * without detaching it), read from /proc as `ss -ltnp` would show them. Linux only.
 */
export function listeningSocketsOfOurGroup(): ListeningSocket[] {
  const group = groupOf('self');
  const inodes = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || groupOf(entry) !== group) continue;
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (socket) inodes.set(socket[1]!, Number(entry));
      } catch {
        // The descriptor closed while we read.
      }
    }
  }
  const sockets: ListeningSocket[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of read(table).split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '0A') continue; // 0A: LISTEN
      const pid = inodes.get(fields[9]!);
      if (pid === undefined) continue;
      const [address, port] = fields[1]!.split(':');
      sockets.push({ address: addressOf(address!), port: parseInt(port!, 16), pid });
    }
  }
  return sockets;
}

/** Whether an address is loopback: 127.0.0.0/8, ::1 or IPv4-mapped 127.x. */
export const isLoopback = (address: string) => /^(::ffff:)?127\./.test(address) || address === '::1';
