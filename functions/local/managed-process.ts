import { waitFor } from './free-port';
import type { ChildProcess } from 'node:child_process';

export interface ManagedProcess {
  name: string;
  pid: number | undefined;
  /** Recent output, shown when the process fails to start. */
  output(): string;
  /** Calls `listener` with every chunk of output from now on. */
  onOutput(listener: (text: string) => void): void;
  assertAlive(): void;
  stop(): Promise<void>;
}

/** Wraps a child process we started: keeps its last output and stops it by its own PID. */
export function manage(name: string, child: ChildProcess): ManagedProcess {
  let buffer = '';
  const listeners: Array<(text: string) => void> = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    buffer = (buffer + text).slice(-8000);
    for (const listener of listeners) listener(text);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = child.exitCode !== null;
  // If we die abruptly (uncaught error), take the emulator with us instead of leaving an orphan.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exitedPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      process.off('exit', killOnExit);
      resolve();
    }),
  );
  return {
    name,
    pid: child.pid,
    output: () => buffer,
    onOutput: (listener) => listeners.push(listener),
    assertAlive() {
      if (exited) throw new Error(`${name} exited early:\n${buffer}`);
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exitedPromise;
      clearTimeout(timer);
    },
  };
}

/** Waits until `probe` answers (the process still alive); on failure stops the process and rethrows. */
export async function untilReady(managed: ManagedProcess, probe: () => Promise<unknown>): Promise<void> {
  try {
    await waitFor(managed.name, async () => {
      managed.assertAlive();
      await probe();
    });
  } catch (error) {
    await managed.stop();
    throw error;
  }
}
