import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { AiSwitchSource, AiSwitchState } from '../platform/http/ai-switch';

/**
 * The local emergency stop of AI work (decision 0056): the file `ai-switch` under LOCAL_DATA_DIR
 * (`.local/ai-switch`), holding `on` or `off`, read like the cloud's SSM parameter (the same parsing
 * and the same 30-second cache, functions/platform/http/ai-switch.ts), so `npm start` is stopped and
 * restarted without a restart: `npm run ai-switch -- off`. No file: `on`.
 */
export const aiSwitchFileOf = (dataDir: string): string => resolve(join(dataDir, 'ai-switch'));

/** The environment variable naming the file, for processes that join a running stack (`npm run invoke`). */
export const LOCAL_AI_SWITCH_FILE = 'LOCAL_AI_SWITCH_FILE';

/** Reads the file's text; undefined when it does not exist. */
export function fileAiSwitchSource(file: string): AiSwitchSource {
  return async () => {
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
}

/** Writes the switch (creating the data directory if needed). */
export function writeAiSwitch(file: string, state: AiSwitchState): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${state}\n`);
}
