import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAnswerForQuestion } from '../../domain/answer-validity';
import { localModelPort } from '../local-adapter';
import { type AiTaskName, loadTask } from '../tasks';
import { answerSetArbitrary, ownAnswers } from '../testing/arbitraries';
import { allText, answerFor, inputFor, seededQuestionnaire } from '../testing/fixtures';
import { AnswerSheet, formatMoney, formatNumber } from '../answers/answer-sheet';
import type { AnalysisInput } from '../task-input';
import type { DiagnosticQuestion } from '../../contracts/diagnostics';
import { whenText } from './founder';
import { phraseOf, phrasesOf, topicOf } from './founder-readings';

const RUNS = 50;

/** The questions of `scope` whose answer `text` carries, as its words, its phrase or its number. */
function readAnswers(input: AnalysisInput, scope: readonly DiagnosticQuestion[], text: string): string[] {
  const sheet = new AnswerSheet(input);
  const prefix = `${input.diagnostic.id}-`;
  const standalone = (value: string) =>
    new RegExp(`(?<![\\d.,])${value.replace(/[.$]/g, '\\$&')}(?![\\d,]|\\.\\d)`).test(text);
  return scope
    .map((question) => question.id.slice(prefix.length))
    .filter((key) => {
      const number = sheet.number(key);
      const free = sheet.text(key);
      const readings = [
        sheet.optionText(key),
        phraseOf(sheet, key),
        ...sheet.selectedTexts(key),
        ...phrasesOf(sheet, key),
        topicOf(free),
        free && whenText(free),
        free?.split(/(?<=[.!?])\s+/)[0],
        free?.slice(0, 40),
      ].filter((reading): reading is string => Boolean(reading));
      return (
        readings.some((reading) => text.toLowerCase().includes(reading.toLowerCase())) ||
        (number !== undefined && (standalone(formatNumber(number)) || text.includes(formatMoney(number))))
      );
    });
}

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
            if (diagnosticId === 'fundador') {
              // The founder's documents read the answers in the analyst's words: an option as its
              // phrase, a number formatted, a free answer by its topic or a whole sentence.
              expect(readAnswers(input, scope, text).length).toBeGreaterThanOrEqual(2);
            } else {
              const mentioned = ownAnswers(diagnosticId, scope, answers).filter((answer) =>
                text.includes(answer),
              );
              expect(mentioned.length).toBeGreaterThanOrEqual(2);
            }

            // Deterministic: the same input gives the same output.
            expect(await port.generate(task, input)).toEqual(output);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});
