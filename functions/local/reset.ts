import { rmSync } from 'node:fs';
import { parseStartConfig } from './start-config';

/** `npm run reset`: wipes the local data (DynamoDB Local tables and cognito-local users). */
const { LOCAL_DATA_DIR } = parseStartConfig(process.env);
rmSync(LOCAL_DATA_DIR, { recursive: true, force: true });
console.log(
  `Removed ${LOCAL_DATA_DIR}/: the next \`npm start\` begins with fresh demo data (and builds the demo company again).`,
);
