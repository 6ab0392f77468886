import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Edits from './edits';

// The entities build their document client from the runtime configuration: give it one (no request
// is sent; every test reads the parameters ElectroDB would send).
let edits: typeof Edits;
beforeAll(async () => {
  vi.stubEnv('TABLE_NAME', 't');
  vi.stubEnv('USER_POOL_ID', 'p');
  vi.stubEnv('USER_POOL_CLIENT_ID', 'c');
  edits = await import('./edits');
  vi.unstubAllEnvs();
});

/** The attribute paths an update expression writes, with its values' names resolved. */
function written(params: ReturnType<typeof Edits.itemUpdate>) {
  const names = params.ExpressionAttributeNames ?? {};
  const values = params.ExpressionAttributeValues ?? {};
  const resolve = (path: string) =>
    path
      .split('.')
      .map((part) => names[part] ?? part)
      .join('.');
  const parts = params.UpdateExpression!.split(/\s*\b(SET|REMOVE|ADD)\s+/).slice(1);
  const clauses: Record<string, string[]> = {};
  for (let index = 0; index < parts.length; index += 2)
    clauses[parts[index]!] = parts[index + 1]!.split(', ');
  return {
    set: Object.fromEntries(
      (clauses.SET ?? []).map((clause) => {
        const [path, value] = clause.split(' = ');
        return [resolve(path!), values[value!]];
      }),
    ),
    remove: (clauses.REMOVE ?? []).map(resolve),
    add: (clauses.ADD ?? []).map((clause) => {
      const [path, value] = clause.split(' ');
      return [resolve(path!), values[value!]];
    }),
  };
}

describe('a task edit is one UpdateItem of the fields sent', () => {
  it('each 5W2H field sent is set on its own path; the others are not written (no read-merge-write)', () => {
    const update = written(edits.itemUpdate('u', 'p', 'i', { metadata: { who: 'Ana', how: 'Ligando' } }));
    expect(update.set).toMatchObject({ 'metadata.who': 'Ana', 'metadata.how': 'Ligando' });
    expect(Object.keys(update.set).filter((path) => path.startsWith('metadata'))).toEqual([
      'metadata.who',
      'metadata.how',
    ]);
    expect(update.set).not.toHaveProperty('metadata');
    expect(update.add).toEqual([['version', 1]]);
  });

  it('title and completion alone leave the 5W2H untouched; null removes a due date and a category', () => {
    const update = written(
      edits.itemUpdate('u', 'p', 'i', { title: 'Nova', completed: true, dueDate: null, category: null }),
    );
    expect(update.set).toMatchObject({ title: 'Nova', completed: true });
    expect(Object.keys(update.set).some((path) => path.startsWith('metadata'))).toBe(false);
    expect(update.remove.sort()).toEqual(['category', 'dueDate']);
    expect(update.add).toEqual([['version', 1]]);
  });

  it('the write requires the task to exist', () => {
    const params = edits.itemUpdate('u', 'p', 'i', { completed: false });
    expect(params.Key).toEqual({ pk: 'USER#u', sk: 'PLAN#p#ITEM#i' });
    expect(params.ConditionExpression).toBe('attribute_exists(#pk) AND attribute_exists(#sk)');
  });
});
