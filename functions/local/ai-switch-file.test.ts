import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AI_SWITCH_TTL_MS, aiSwitch, useAiSwitchSource } from '../platform/http/ai-switch';
import { aiSwitchFileOf, fileAiSwitchSource, writeAiSwitch } from './ai-switch-file';

describe('the local AI switch: a file under LOCAL_DATA_DIR, read like the SSM parameter', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rumo-ai-switch-'));
  afterEach(() => useAiSwitchSource(undefined));

  it('no file is on; written off, the next read after the TTL is off; on again', async () => {
    const file = aiSwitchFileOf(join(dir, 'dados'));
    useAiSwitchSource(fileAiSwitchSource(file));
    expect(await aiSwitch({}, 0)).toBe('on');
    writeAiSwitch(file, 'off');
    expect(await aiSwitch({}, 1)).toBe('on');
    expect(await aiSwitch({}, AI_SWITCH_TTL_MS)).toBe('off');
    writeAiSwitch(file, 'on');
    expect(await aiSwitch({}, 2 * AI_SWITCH_TTL_MS)).toBe('on');
    rmSync(dir, { recursive: true, force: true });
  });
});
