import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { TableAccess } from '../route-permissions';

const READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
const WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/**
 * Least-privilege statements on the table and its named indexes (no `index/*` wildcard). Indexes
 * only answer Query; writes target the table, and transactions need nothing beyond the item actions.
 */
export function tableAccessStatements(
  tableArn: string,
  indexNames: readonly string[],
  access: TableAccess,
): PolicyStatement[] {
  if (access === 'none') return [];
  const statements = [new PolicyStatement({ actions: READ_ACTIONS, resources: [tableArn] })];
  if (indexNames.length > 0) {
    const indexArns = indexNames.map((name) => `${tableArn}/index/${name}`);
    statements.push(new PolicyStatement({ actions: ['dynamodb:Query'], resources: indexArns }));
  }
  if (access === 'read-write')
    statements.push(new PolicyStatement({ actions: WRITE_ACTIONS, resources: [tableArn] }));
  return statements;
}
