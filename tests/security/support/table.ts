import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { documents, stack } from '../../integration/support/clients';

/**
 * Every item of the security project's own table, as sorted JSON lines: this project runs its files one
 * at a time against a stack of its own, so two snapshots differ only by what the requests in between wrote.
 */
export async function tableSnapshot(): Promise<string[]> {
  const lines: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({ TableName: stack.resources.tableName, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) lines.push(canonical(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return lines.sort();
}

/** JSON with object keys sorted at every level, so equal items give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Set) return canonical([...value].sort());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
