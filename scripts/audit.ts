import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * `npm run audit -- --month 2026-11`, `--user <userId>` or `--target <target>` (`onboarding`,
 * `diagnostic:<id>`, …): the admin audit trail (one Query), oldest first, one line a record. Against the stack `npm start` runs (its environment is read
 * from .local/runtime-env.json) or, without it, the table in TABLE_NAME with the shell's AWS credentials.
 */
const { values } = parseArgs({
  options: { month: { type: 'string' }, user: { type: 'string' }, target: { type: 'string' } },
});
const chosen = [values.month, values.user, values.target].filter(Boolean).length;
if (chosen !== 1 || (values.month && !/^\d{4}-\d{2}$/.test(values.month))) {
  console.error('Usage: npm run audit -- --month yyyy-MM | --user <userId> | --target <target>');
  process.exit(2);
}
if (existsSync('.local/runtime-env.json') && !process.env.TABLE_NAME) {
  Object.assign(process.env, JSON.parse(readFileSync('.local/runtime-env.json', 'utf8')));
}
const { listAuditMonth, listAuditOfTarget, userTarget } =
  await import('../functions/platform/data/audit-log');
const records = values.month
  ? await listAuditMonth(values.month)
  : await listAuditOfTarget(values.user ? userTarget(values.user) : values.target!);
for (const record of records) {
  const target = record.targetEmail ? `${record.target} <${record.targetEmail}>` : record.target;
  console.log(
    [record.at, record.action, `admin ${record.actorId}`, `target ${target}`, `request ${record.requestId}`]
      .concat(Object.keys(record.details ?? {}).length ? [JSON.stringify(record.details)] : [])
      .join('  '),
  );
}
if (records.length === 0) console.log('Nenhum registro de auditoria.');
