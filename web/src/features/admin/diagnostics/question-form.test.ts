import { describe, expect, it } from 'vitest';
import type { AdminQuestion } from '@contracts/admin-questions';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';
import {
  deletionProgress,
  formErrors,
  questionTypeLabel,
  questionValues,
  suggestedOptions,
  toQuestionInput,
  validateQuestion,
  weightText,
} from './question-form';

const text = adminQuestionsMessages.validation;
const question: AdminQuestion = {
  id: 'investidor-faturamento',
  diagnosticId: 'investidor',
  text: 'Qual o faturamento mensal?',
  questionType: 'single_choice',
  orderNumber: 20,
  metadata: {
    section: 'financeiro',
    section_title: 'Finanças',
    bullet_points: ['Um', 'Dois'],
    role: 'revenue',
    unit: 'BRL',
  },
  options: [
    {
      id: 'investidor-faturamento-1',
      questionId: 'investidor-faturamento',
      text: 'Até 10 mil',
      value: 1,
      orderNumber: 1,
    },
    {
      id: 'investidor-faturamento-2',
      questionId: 'investidor-faturamento',
      text: 'Mais',
      value: 2.5,
      orderNumber: 2,
    },
  ],
  weight: 2,
  deletion: null,
};

describe('the question form', () => {
  it('starts a new question in the given section with the default weight 1.0', () => {
    expect(questionValues(undefined, 'geral')).toMatchObject({
      text: '',
      questionType: 'single_choice',
      section: 'geral',
      options: [],
      weight: '1.0',
    });
  });

  it('round-trips a question: option ids kept, lists one a line, the scoring keys kept', () => {
    const values = questionValues(question);
    expect(values.bulletPoints).toBe('Um\nDois');
    expect(values.weight).toBe('2.0');
    expect(validateQuestion(values).data).toEqual({
      text: question.text,
      questionType: 'single_choice',
      metadata: {
        section: 'financeiro',
        section_title: 'Finanças',
        bullet_points: ['Um', 'Dois'],
        role: 'revenue',
        unit: 'BRL',
      },
      options: [
        { id: 'investidor-faturamento-1', text: 'Até 10 mil', value: 1 },
        { id: 'investidor-faturamento-2', text: 'Mais', value: 2.5 },
      ],
      weight: 2,
    });
  });

  it('accepts a decimal comma, leaves blank lines out and sends no options for other types', () => {
    const values = {
      ...questionValues(question),
      questionType: 'open_text',
      weight: '0,5',
      bulletPoints: 'Um\n\n  \nDois ',
    };
    expect(toQuestionInput(values)).toMatchObject({
      options: [],
      weight: 0.5,
      metadata: { bullet_points: ['Um', 'Dois'] },
    });
  });

  it("gives each field the contract's first message, options by row", () => {
    const values = {
      ...questionValues(undefined, ''),
      text: 'Oi',
      weight: '101',
      options: [{ key: 'a', text: '', value: 'x' }],
    };
    expect(validateQuestion(values).errors).toEqual({
      text: text.textMin,
      section: text.sectionRequired,
      'options.0.text': text.optionText,
      'options.0.value': text.optionValue,
      weight: text.weightRange,
    });
    const distribution = { ...questionValues(question), questionType: 'distribution', categories: 'Só uma' };
    expect(validateQuestion(distribution).errors).toEqual({ categories: text.categoriesMin });
  });

  it("puts the server's field messages on the form's fields", () => {
    expect(
      formErrors({
        'metadata.bullet_points.1': 'a',
        'options.2.text': 'b',
        'metadata.section': 'c',
        weight: 'd',
      }),
    ).toEqual({ bulletPoints: 'a', 'options.2.text': 'b', section: 'c', weight: 'd' });
  });

  it('offers the usual options of yes/no, the scales and the stars', () => {
    expect(suggestedOptions('yes_no')).toEqual([
      { text: adminQuestionScreensMessages.yes, value: '1' },
      { text: adminQuestionScreensMessages.no, value: '0' },
    ]);
    expect(suggestedOptions('scale_1_to_10').map((option) => option.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(suggestedOptions('rating_stars')).toHaveLength(5);
    expect(suggestedOptions('single_choice')).toEqual([]);
  });
});

describe('what the questions screens show', () => {
  it('a weight as 1.0, never NaN', () => {
    expect(weightText(1)).toBe('1.0');
    expect(weightText(0.25)).toBe('0.25');
    expect(weightText(Number.NaN)).toBe('1.0');
  });

  it("a type's label, or that it is unknown", () => {
    expect(questionTypeLabel('distribution')).toBe(adminQuestionsMessages.questionTypes.distribution);
    expect(questionTypeLabel('matrix')).toBe(adminQuestionScreensMessages.unknownType);
  });

  it("a deletion's progress", () => {
    expect(deletionProgress({ deletedAnswers: 3, totalAnswers: 12 })).toEqual({
      text: '3 de 12 respostas excluídas',
      percent: 25,
    });
    expect(deletionProgress({ deletedAnswers: 0, totalAnswers: 1 })).toEqual({
      text: '0 de 1 resposta excluída',
      percent: 0,
    });
    expect(deletionProgress({ deletedAnswers: 0, totalAnswers: 0 }).percent).toBe(0);
  });
});
