import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/**
 * Codes cognito-local "e-mailed" (sign-up and reset), shared from global-setup (runner process) with
 * the test workers: one file per address, replaced atomically, so two processes recording at once
 * never lose each other's codes (a shared JSON file did, under a full run).
 */
const folder = () => join(tmpdir(), `rumo-e2e-codes-${process.env.E2E_RUN_ID ?? 'default'}`);

export function recordCode(destination: string, code: string): void {
  mkdirSync(folder(), { recursive: true });
  const target = join(folder(), encodeURIComponent(destination));
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, code);
  renameSync(temporary, target);
}

/** Every address's latest code. */
export function readCodes(): Record<string, string> {
  let names: string[];
  try {
    names = readdirSync(folder()).filter((name) => !name.endsWith('.tmp'));
  } catch {
    return {};
  }
  return Object.fromEntries(
    names.map((name) => [decodeURIComponent(name), readFileSync(join(folder(), name), 'utf8')]),
  );
}

/**
 * The latest code e-mailed to `email` (sign-up confirmation or reset), waiting for its print: the
 * runner process records it, and while it builds the demo company in the background (global-setup)
 * its event loop can be busy for many seconds.
 */
export async function emailedCode(email: string, timeoutMs = 60_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const code = readCodes()[email];
    if (code) return code;
    if (Date.now() > until) throw new Error(`no code e-mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
