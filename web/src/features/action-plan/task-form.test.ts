import { describe, expect, it } from 'vitest';
import type { ActionItem } from '@contracts/action-plan';
import { taskChanges, taskFormSchema, taskFormValues, taskRequest } from './task-form';

const shown: ActionItem = {
  id: 'i',
  planId: 'p',
  title: 'Revisar preços',
  priority: 'medium',
  dueDate: '2026-12-10',
  completed: false,
  category: 'Vendas',
  metadata: { what: 'A tabela', why: 'Margem', who: '', where: '', when: '', how: '', howMuch: '' },
  version: 4,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-02T12:00:00.000Z',
};

/** The request of the dialog after the user changed `edits` (as the inputs hold them). */
const edited = (edits: Record<string, string>) =>
  taskRequest(taskFormSchema.parse({ ...taskFormValues(shown), ...edits }));

describe('an edit sends only what differs from the task shown, with its version', () => {
  it('one 5W2H field typed: only that field, and the version shown', () => {
    expect(taskChanges(shown, edited({ who: '  Ana  ' }))).toEqual({ metadata: { who: 'Ana' }, version: 4 });
  });

  it('title, priority, a cleared due date and category', () => {
    expect(
      taskChanges(shown, edited({ title: 'Revisar a tabela', priority: 'high', dueDate: '', category: '' })),
    ).toEqual({ title: 'Revisar a tabela', priority: 'high', dueDate: null, category: null, version: 4 });
  });

  it('nothing changed (or only spaces around a value): nothing to send', () => {
    expect(taskChanges(shown, edited({}))).toBeNull();
    expect(taskChanges(shown, edited({ what: ' A tabela ' }))).toBeNull();
  });
});
