import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAnswerForQuestion } from '../../domain/answer-validity';
import { localModelPort } from '../local-adapter';
import { type AiTaskName, loadTask } from '../tasks';
import { answerSetArbitrary, ownAnswers } from '../testing/arbitraries';
import { allText, answerFor, inputFor, seededQuestionnaire } from '../testing/fixtures';

const RUNS = 50;

const cases: { task: AiTaskName; diagnosticId: string }[] = [
  { task: 'business-analysis', diagnosticId: 'negocio' },
  { task: 'founder-analysis', diagnosticId: 'fundador' },
  { task: 'founder-section', diagnosticId: 'fundador' },
  { task: 'management-overview', diagnosticId: 'sistema-gestao' },
  { task: 'management-areas', diagnosticId: 'sistema-gestao' },
];

describe('local analyst: properties over random valid answer sets', () => {
  it.each(cases)(
    '$task: passes its schema and mentions at least two of the user’s answers',
    async ({ task, diagnosticId }) => {
      const { questions } = seededQuestionnaire(diagnosticId);
      const sections = [...new Set(questions.map((question) => question.metadata.section))];
      const port = localModelPort();
      await fc.assert(
        fc.asyncProperty(
          answerSetArbitrary(diagnosticId, questions),
          fc.constantFrom(...sections),
          async (answers, sectionKey) => {
            // The generated answers are ones the API would accept.
            for (const question of questions) {
              const {
                questionId: _q,
                updatedAt: _u,
                ...request
              } = answerFor(question, answers[question.id.slice(diagnosticId.length + 1)]!);
              expect(validateAnswerForQuestion(question, request)).toBeNull();
            }
            const input = inputFor(diagnosticId, answers, task === 'founder-section' ? { sectionKey } : {});
            const output = await port.generate(task, input);
            expect((await loadTask(task)).schema.safeParse(output).success).toBe(true);

            const scope =
              task === 'founder-section'
                ? questions.filter((q) => q.metadata.section === sectionKey)
                : questions;
            const text = allText(output);
            const mentioned = ownAnswers(diagnosticId, scope, answers).filter((answer) =>
              text.includes(answer),
            );
            expect(mentioned.length).toBeGreaterThanOrEqual(2);

            // Deterministic: the same input gives the same output.
            expect(await port.generate(task, input)).toEqual(output);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});
