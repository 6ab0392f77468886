import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Codes cognito-local "e-mailed" (sign-up and reset), shared from global-setup (runner process) with the test workers. */
const file = () => join(tmpdir(), `rumo-e2e-codes-${process.env.E2E_RUN_ID ?? 'default'}.json`);

export function recordCode(destination: string, code: string): void {
  writeFileSync(file(), JSON.stringify({ ...readCodes(), [destination]: code }));
}

export function readCodes(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(file(), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
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
