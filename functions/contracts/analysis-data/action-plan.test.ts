import { describe, expect, it } from 'vitest';
import { generatedAreaTasksSchemaFor } from './action-plan';

const task = (n: number) => ({
  title: `Tarefa ${n}`,
  priority: 'high',
  dueInDays: 10,
  what: 'o quê',
  why: 'por quê',
  who: 'quem',
  where: 'onde',
  when: 'quando',
  how: 'como',
  howMuch: 'quanto',
});
const tasks = (count: number) => ({ tasks: Array.from({ length: count }, (_, index) => task(index + 1)) });

describe('one area’s tasks: the count the user asked for is in the schema (decision 0060)', () => {
  it('exactly that many: one short or one over is refused, with a Portuguese reason', () => {
    const schema = generatedAreaTasksSchemaFor(3);
    expect(schema.safeParse(tasks(3)).success).toBe(true);
    const short = schema.safeParse(tasks(2));
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('exatamente 3 tarefas desta área');
    expect(schema.safeParse(tasks(4)).success).toBe(false);
  });

  it('one schema object per count, so every area of a plan sends the same tool', () => {
    expect(generatedAreaTasksSchemaFor(5)).toBe(generatedAreaTasksSchemaFor(5));
    expect(generatedAreaTasksSchemaFor(5)).not.toBe(generatedAreaTasksSchemaFor(4));
  });
});
