import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Codes cognito-local "e-mailed", shared from global-setup (runner process) with the test workers. */
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
