import { describe, expect, it } from 'vitest';
import { coreDiagnostics, diagnosticKinds } from '../../domain/core-diagnostics';
import { dossierSectionKeys } from '../../contracts/analysis-data/dossier/sections';
import {
  aiTaskNames,
  analysisTasksOf,
  aiTasks,
  checkTaskOutput,
  dossierTaskOf,
  isAiTaskName,
  isAnalysisTaskName,
  workflowOfTask,
  loadTask,
} from '.';
import managementDefinition from '../../../infra/workflows/management.asl.json' with { type: 'json' };

describe('AI task registry', () => {
  it.each(diagnosticKinds.filter((kind) => coreDiagnostics[kind].analysis))(
    '%s: its workflow runs registry tasks of that diagnostic, ending with the analysis',
    (kind) => {
      const tasks = analysisTasksOf(kind);
      expect(tasks.length).toBeGreaterThan(0);
      for (const task of tasks) {
        expect(isAiTaskName(task)).toBe(true);
        if (isAiTaskName(task)) expect(aiTasks[task]).toMatchObject({ diagnostic: kind });
      }
      const last = tasks[tasks.length - 1];
      expect(last && isAiTaskName(last) ? aiTasks[last].output : undefined).toBe('analysis');
    },
  );

  it('every other diagnostic’s workflow runs the generic analysis alone', () => {
    expect(analysisTasksOf('other')).toEqual(['generic-analysis']);
    expect(aiTasks['generic-analysis']).toMatchObject({ diagnostic: 'other', output: 'analysis' });
  });

  it('knows the workflow of each task; the section task is called directly, the dossier has its own', () => {
    expect(Object.fromEntries(aiTaskNames.map((task) => [task, workflowOfTask(task)]))).toEqual({
      'business-analysis': 'analysis',
      'founder-analysis': 'analysis',
      'founder-section': null,
      'management-overview': 'management',
      'management-areas': 'management',
      'generic-analysis': 'analysis',
      'dossier-resumo-executivo': null,
      'dossier-perfil-fundador': null,
      'dossier-raio-x-negocio': null,
      'dossier-analise-mercado': null,
      'dossier-perfil-investidor': null,
      'dossier-plano-estrategico': null,
      'action-plan-area': null,
      'genius-reply': null,
      'website-analysis': null,
      'instagram-recommendations': null,
    });
    expect(isAnalysisTaskName('action-plan-area')).toBe(false);
    expect(isAnalysisTaskName('genius-reply')).toBe(false);
  });

  it('has one dossier task per section, in the sections’ order, none of them an analysis task', () => {
    expect(Object.keys(dossierTaskOf)).toEqual([...dossierSectionKeys]);
    for (const section of dossierSectionKeys) {
      const task = dossierTaskOf[section];
      expect(aiTasks[task]).toMatchObject({ dossierSection: section, output: 'dossier-section' });
      expect(isAnalysisTaskName(task)).toBe(false);
    }
    expect(isAnalysisTaskName('management-areas')).toBe(true);
  });

  it('refuses names that are not entries', () => {
    expect(isAiTaskName('toString')).toBe(false);
    expect(isAiTaskName('instagram-analysis')).toBe(false);
  });

  it('checks an output against its schema, listing the problems', async () => {
    expect(await checkTaskOutput('founder-section', { analysis: 'Texto' })).toEqual({
      ok: true,
      data: { analysis: 'Texto' },
    });
    expect(await checkTaskOutput('founder-section', { analysis: ' ' })).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^analysis: /)],
    });
  });

  it('the management workflow names exactly its diagnostic’s catalogue tasks, in order', () => {
    const named = JSON.stringify(managementDefinition).match(/"task":"[a-z-]+"/g) ?? [];
    expect(named.map((entry) => entry.slice(8, -1))).toEqual(analysisTasksOf('management'));
  });

  it('loads every task’s module: a schema and a prompt', async () => {
    for (const task of aiTaskNames) {
      const module = await loadTask(task);
      expect(typeof module.schema.safeParse, task).toBe('function');
      expect(typeof module.prompt, task).toBe('function');
    }
  });
});
