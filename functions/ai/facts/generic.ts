import { numericRanges } from '../../domain/answer-validity';
import { AnswerSheet, formatNumber, type AnsweredQuestion } from '../answers/answer-sheet';
import { describeAnswer } from '../answers/describe-answer';
import type { AnalysisInput } from '../task-input';
import { average } from './format';

/**
 * The computed facts of any questionnaire (the generic analysis): each answer on a scale read as 0
 * (the scale's lowest) to 1 (its highest), the mean of each section and of the whole. What is "on a
 * scale": the 1-5 and 1-10 scales and the stars by their range; a choice among options by the values
 * the admin gave them (the lowest value 0, the highest 1; options all of one value are no scale).
 * Sliders, numbers, dates, several choices, distributions and open texts are read by their content.
 */

export interface QuestionReading {
  item: AnsweredQuestion;
  /** 0 (the lowest of its scale) to 1 (the highest); undefined for an answer not on a scale. */
  score: number | undefined;
}

export interface SectionReading {
  key: string;
  title: string;
  readings: QuestionReading[];
  /** The mean score of its answers on a scale; undefined when it has none. */
  score: number | undefined;
}

export interface QuestionnaireFacts {
  /** The answered questions, in the questionnaire's order. */
  readings: QuestionReading[];
  /** The questions left without an answer. */
  unanswered: AnsweredQuestion[];
  /** The sections in the questionnaire's order (of their first question). */
  sections: SectionReading[];
  /** The mean score of every answer on a scale; undefined when none is. */
  score: number | undefined;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

type ScaledType = keyof Omit<typeof numericRanges, 'slider'>;
const scaledTypes: readonly string[] = [
  'scale_1_to_5',
  'scale_1_to_10',
  'rating_stars',
] satisfies ScaledType[];

/** The maximum of a scale question's range (5 or 10), for "nota 4 de 5". */
export const scaleMax = (questionType: string): number | undefined =>
  scaledTypes.includes(questionType) ? numericRanges[questionType as ScaledType].max : undefined;

/** An answer's place on its scale, 0-1; undefined when it is not on one (see the module's comment). */
export function scoreOf(sheet: AnswerSheet, item: AnsweredQuestion): number | undefined {
  const { key, question } = item;
  const values = question.options.map((option) => option.value);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const option = sheet.option(key);
  if (['single_choice', 'yes_no', 'rating_stars'].includes(question.questionType) && option && high > low) {
    return clamp((option.value - low) / (high - low));
  }
  if (scaledTypes.includes(question.questionType)) {
    const value = sheet.number(key);
    const range = numericRanges[question.questionType as ScaledType];
    return value === undefined ? undefined : clamp((value - range.min) / (range.max - range.min));
  }
  return undefined;
}

export function questionnaireFacts(sheet: AnswerSheet): QuestionnaireFacts {
  const answered = (item: AnsweredQuestion) => describeAnswer(sheet, item) !== undefined;
  const readings = sheet.ordered.filter(answered).map((item) => ({ item, score: scoreOf(sheet, item) }));
  const sectionKeys = [...new Set(sheet.ordered.map((item) => item.question.metadata.section))];
  const sections = sectionKeys.map((key) => {
    const own = readings.filter((reading) => reading.item.question.metadata.section === key);
    return {
      key,
      title: sheet.sectionTitle(key) ?? key,
      readings: own,
      score: average(own.flatMap((reading) => (reading.score === undefined ? [] : [reading.score]))),
    };
  });
  return {
    readings,
    unanswered: sheet.ordered.filter((item) => !answered(item)),
    sections,
    score: average(readings.flatMap((reading) => (reading.score === undefined ? [] : [reading.score]))),
  };
}

/** 0.554 → '55' (of 100). */
export const points = (score: number) => formatNumber(Math.round(score * 100));

/** The facts as prompt lines: the index, each section's, and each answer on a scale. */
export function questionnaireFactLines(facts: QuestionnaireFacts): string[] {
  const scored = facts.readings.filter((reading) => reading.score !== undefined);
  if (facts.score === undefined) {
    return ['- Nenhuma resposta deste diagnóstico está numa escala: leia-as pelo que dizem.'];
  }
  const sections = facts.sections.filter((section) => section.score !== undefined);
  return [
    `- Índice geral das respostas em escala: ${points(facts.score)} de 100 (média de ${scored.length} respostas; 0 = a opção mais baixa de cada escala, 100 = a mais alta).`,
    ...(sections.length > 1
      ? [`- Índice por seção (0 a 100): ${sections.map((s) => `${s.title} ${points(s.score!)}`).join('; ')}.`]
      : []),
    `- Posição de cada resposta em escala (0 a 100): ${scored
      .map((reading) => `${reading.item.question.text} ${points(reading.score!)}`)
      .join('; ')}.`,
    ...(facts.unanswered.length > 0 ? [`- Perguntas sem resposta: ${facts.unanswered.length}.`] : []),
  ];
}

/** The facts of an analysis input (the prompt's and the local analyst's). */
export const genericFactsOf = (input: AnalysisInput) => questionnaireFacts(new AnswerSheet(input));
