import { describe, expect, it } from 'vitest';
import { coreDiagnostics, diagnosticKinds } from '../domain/core-diagnostics';
import { aiTaskNames, aiTasks, checkTaskOutput, isAiTaskName, workflowOfTask } from './tasks';

describe('AI task registry', () => {
  it.each(diagnosticKinds.filter((kind) => coreDiagnostics[kind].analysis))(
    '%s: its workflow runs registry tasks of that diagnostic, ending with the analysis',
    (kind) => {
      const tasks = coreDiagnostics[kind].analysis?.tasks ?? [];
      for (const task of tasks) {
        expect(isAiTaskName(task)).toBe(true);
        if (isAiTaskName(task)) expect(aiTasks[task]).toMatchObject({ diagnostic: kind });
      }
      const last = tasks[tasks.length - 1];
      expect(last && isAiTaskName(last) ? aiTasks[last].output : undefined).toBe('analysis');
    },
  );

  it('knows the workflow of each task; the section task is called directly', () => {
    expect(Object.fromEntries(aiTaskNames.map((task) => [task, workflowOfTask(task)]))).toEqual({
      'business-analysis': 'analysis',
      'founder-analysis': 'analysis',
      'founder-section': null,
      'management-overview': 'management',
      'management-areas': 'management',
    });
  });

  it('refuses names that are not entries', () => {
    expect(isAiTaskName('toString')).toBe(false);
    expect(isAiTaskName('website-analysis')).toBe(false);
  });

  it('checks an output against its schema, listing the problems', () => {
    expect(checkTaskOutput('founder-section', { analysis: 'Texto' })).toEqual({
      ok: true,
      data: { analysis: 'Texto' },
    });
    expect(checkTaskOutput('founder-section', { analysis: ' ' })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^analysis: /)],
    });
  });
});
