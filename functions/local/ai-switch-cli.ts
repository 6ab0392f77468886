import { existsSync, readFileSync } from 'node:fs';
import { parseAiSwitch } from '../platform/http/ai-switch';
import { aiSwitchFileOf, writeAiSwitch } from './ai-switch-file';
import { parseStartConfig } from './start-config';

/**
 * `npm run ai-switch -- off` / `on`: the local emergency stop of AI work (decision 0056), the same
 * switch the cloud reads from SSM. A running `npm start` sees it within 30 seconds, no restart. Without
 * an argument it prints the current state.
 */
const { LOCAL_DATA_DIR } = parseStartConfig(process.env);
const file = aiSwitchFileOf(LOCAL_DATA_DIR);
const [wanted] = process.argv.slice(2);
if (wanted === 'on' || wanted === 'off') {
  writeAiSwitch(file, wanted);
  console.log(`AI switch ${wanted} (${file}); a running \`npm start\` follows within 30 s.`);
} else if (wanted === undefined) {
  const value = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  console.log(`AI switch ${parseAiSwitch(value).state} (${existsSync(file) ? file : 'no file: on'})`);
} else {
  console.error('Usage: npm run ai-switch -- on|off');
  process.exit(2);
}
