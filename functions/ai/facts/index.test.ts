import { describe, expect, it } from 'vitest';
import { localModelPort } from '../local-adapter';
import { aiTaskNames, dossierTaskOf, loadTask, type AiTaskInput, type AiTaskName } from '../tasks';
import { fundadorAnswers, gestaoAnswers, negocioAnswers } from '../testing/answer-sets';
import { dossierInputFor } from '../testing/dossier-fixtures';
import { inputFor } from '../testing/fixtures';
import { geniusInputFor } from '../testing/plan-fixtures';
import { applyTaskFacts, FACTS_HEADING, factsBlock, loadTaskFacts, taskFactLines, taskFacts } from '.';

const dossierInput = await dossierInputFor();
const analysisInputs = {
  'founder-analysis': inputFor('fundador', fundadorAnswers),
  'business-analysis': inputFor('negocio', negocioAnswers),
  'management-overview': inputFor('sistema-gestao', gestaoAnswers),
  'management-areas': inputFor('sistema-gestao', gestaoAnswers),
} as const;
const inputOf = <T extends AiTaskName>(task: T): AiTaskInput<T> =>
  (task in analysisInputs
    ? analysisInputs[task as keyof typeof analysisInputs]
    : dossierInput) as AiTaskInput<T>;

const tasksWithFacts = aiTaskNames.filter((task) => taskFacts[task] !== undefined);

describe('taskFacts: the computed facts of each task', () => {
  it('covers the analyses with numbers and every dossier section', () => {
    expect(tasksWithFacts).toEqual([
      'business-analysis',
      'founder-analysis',
      'management-overview',
      'management-areas',
      ...Object.values(dossierTaskOf),
    ]);
  });

  it.each(tasksWithFacts)('%s: gives prompt lines', async (task) => {
    const lines = await taskFactLines(task, inputOf(task));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^- \S/);
  });

  it.each(tasksWithFacts)(
    '%s: the local analyst’s output already holds the facts (apply changes nothing)',
    async (task) => {
      const input = inputOf(task);
      const output = await localModelPort().generate(task, input);
      const applied = await applyTaskFacts(task, input, output);
      expect(applied).toEqual(output);
      expect((await loadTask(task)).schema.safeParse(applied).success).toBe(true);
    },
  );

  it('a task without facts has no lines and keeps its output', async () => {
    const input = await geniusInputFor('Como começo?');
    expect(await loadTaskFacts('genius-reply')).toBeUndefined();
    expect(await taskFactLines('genius-reply', input)).toEqual([]);
    const output = { reply: 'Resposta do modelo.' };
    expect(await applyTaskFacts('genius-reply', input, output)).toBe(output);
  });

  it('puts the lines under the heading the prompts use', () => {
    expect(factsBlock([])).toBe('');
    expect(factsBlock(['- Um fato.'])).toBe(`${FACTS_HEADING}\n- Um fato.`);
    expect(FACTS_HEADING).toBe('Fatos calculados pelo sistema (use-os como estão e explique-os):');
  });
});
