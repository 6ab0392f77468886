import { existsSync, readFileSync } from 'node:fs';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';

/**
 * ONE-OFF (decision 0051), for a stage that held users before the sharded user search index:
 * `npx tsx scripts/backfill-user-index.ts`. Writes every profile's line into the index, removes the lines
 * of users without a profile (deleted meanwhile), and deletes the old token entries (`USERSEARCH#…`),
 * which nothing removes any more and which hold users' e-mails. Safe to run again. Against the stack
 * `npm start` runs (.local/runtime-env.json) or the table in TABLE_NAME with the shell's AWS credentials.
 * Delete this script once every stage has run it (decision 0031).
 */
if (existsSync('.local/runtime-env.json') && !process.env.TABLE_NAME) {
  Object.assign(process.env, JSON.parse(readFileSync('.local/runtime-env.json', 'utf8')));
}
const { Profile } = await import('../functions/account/profiles');
const { indexLinesOf, readIndex, removeIndexLine, writeIndexLines } =
  await import('../functions/account/user-search');
const { documentClient, tableName } = await import('../functions/platform/data/client');
const { batchWrite, keyOf } = await import('../functions/platform/data/raw-items');

const profiles = async () => (await Profile.query.all({}).go({ pages: 'all' })).data;

const written = await profiles();
await writeIndexLines(written.map((profile) => ({ ...profile, email: profile.email || null })));
console.log(`${written.length} lines written`);

// A user deleted while the lines were written: her line goes (an Update of one attribute each).
const present = new Set((await profiles()).map((profile) => profile.userId));
const orphans = (await readIndex())
  .flatMap(indexLinesOf)
  .map(([userId]) => userId)
  .filter((userId) => !present.has(userId));
for (const userId of orphans) await documentClient.send(new UpdateCommand(removeIndexLine(userId).Update));
console.log(`${orphans.length} lines without a profile removed`);

// The old token index: an operator's paginated Scan (no product code Scans).
let old = 0;
let start: Record<string, unknown> | undefined;
do {
  const page = await documentClient.send(
    new ScanCommand({
      TableName: tableName,
      FilterExpression: 'begins_with(pk, :old)',
      ExpressionAttributeValues: { ':old': 'USERSEARCH#' },
      ProjectionExpression: 'pk, sk',
      ExclusiveStartKey: start,
    }),
  );
  const items = page.Items ?? [];
  await batchWrite(items.map((item) => ({ delete: keyOf(item) })));
  old += items.length;
  start = page.LastEvaluatedKey;
} while (start);
console.log(`${old} old search entries deleted`);
