import { describe, expect, it } from 'vitest';
import type { DiagnosticQuestion, SaveAnswerRequest } from '../contracts/diagnostics';
import {
  distributionTotal,
  isAnswerValid,
  isDistributionComplete,
  isGroupComplete,
  isIsoDate,
  isTime,
  validateAnswerForQuestion,
  type AnswerLike,
} from './answer-validity';

describe('distributionTotal / isDistributionComplete', () => {
  it.each([
    [
      'list totalling 100',
      [
        { category: 'a', percentage: 60 },
        { category: 'b', percentage: 40 },
      ],
      100,
      true,
    ],
    [
      'list totalling 99',
      [
        { category: 'a', percentage: 59 },
        { category: 'b', percentage: 40 },
      ],
      99,
      false,
    ],
    [
      'list totalling 101',
      [
        { category: 'a', percentage: 61 },
        { category: 'b', percentage: 40 },
      ],
      101,
      false,
    ],
    ['single item at 100', [{ category: 'a', percentage: 100 }], 100, true],
    ['decimals summing to 100', [{ percentage: 0.1 }, { percentage: 0.2 }, { percentage: 99.7 }], 100, true],
    ['empty list', [], 0, false],
    ['map totalling 100', { a: 50, b: 30, c: 20 }, 100, true],
    ['map totalling 90', { a: 50, b: 40, c: 0 }, 90, false],
    ['empty map', {}, 0, false],
    ['non-numbers count 0', [{ percentage: '100' }, { percentage: 100 }, {}], 100, true],
    ['map with a string', { a: '50', b: 50 }, 50, false],
    ['null', null, 0, false],
    ['a number', 100, 0, false],
    ['a string', '100', 0, false],
  ])('%s', (_, distribution, total, complete) => {
    expect(distributionTotal(distribution)).toBeCloseTo(total, 9);
    expect(isDistributionComplete(distribution)).toBe(complete);
  });
});

describe('isAnswerValid', () => {
  it.each<[string, AnswerLike | null | undefined, boolean]>([
    ['missing answer', undefined, false],
    ['null answer', null, false],
    ['empty answer', { optionId: null, value: null, metadata: {} }, false],
    ['an option', { optionId: 'o1', value: null, metadata: {} }, true],
    ['a blank option id', { optionId: '', value: null, metadata: {} }, false],
    ['value 0', { optionId: null, value: 0, metadata: {} }, true],
    ['value 42.5', { optionId: null, value: 42.5, metadata: {} }, true],
    ['value NaN', { optionId: null, value: Number.NaN, metadata: {} }, false],
    ['value Infinity', { optionId: null, value: Number.POSITIVE_INFINITY, metadata: {} }, false],
    ['text', { optionId: null, value: null, metadata: { text_response: 'Vendas' } }, true],
    ['blank text', { optionId: null, value: null, metadata: { text_response: '  \n ' } }, false],
    ['empty text', { optionId: null, value: null, metadata: { text_response: '' } }, false],
    [
      'distribution list at 100',
      {
        value: null,
        metadata: {
          distribution: [
            { category: 'a', percentage: 70 },
            { category: 'b', percentage: 30 },
          ],
        },
      },
      true,
    ],
    [
      'distribution list at 80',
      {
        value: null,
        metadata: {
          distribution: [
            { category: 'a', percentage: 50 },
            { category: 'b', percentage: 30 },
          ],
        },
      },
      false,
    ],
    ['distribution map at 100', { value: null, metadata: { distribution: { a: 25, b: 75 } } }, true],
    ['distribution map at 99', { value: null, metadata: { distribution: { a: 25, b: 74 } } }, false],
    ['legacy string value', { value: 'sim', metadata: null }, true],
    ['legacy blank string value', { value: '   ', metadata: null }, false],
    ['no metadata at all', { value: null }, false],
  ])('%s → %s', (_, answer, valid) => {
    expect(isAnswerValid(answer)).toBe(valid);
  });
});

describe('isGroupComplete', () => {
  const questions = [{ id: 'q1' }, { id: 'q2' }];
  const valid: AnswerLike = { optionId: 'o1', value: null, metadata: {} };
  const invalid: AnswerLike = { optionId: null, value: null, metadata: { text_response: ' ' } };

  it.each<[string, Record<string, AnswerLike>, boolean]>([
    ['all valid', { q1: valid, q2: valid }, true],
    ['one invalid', { q1: valid, q2: invalid }, false],
    ['one missing', { q1: valid }, false],
    ['none answered', {}, false],
    ['extra answers do not matter', { q1: valid, q2: valid, q3: invalid }, true],
  ])('%s → %s (record and Map)', (_, answers, complete) => {
    expect(isGroupComplete(questions, answers)).toBe(complete);
    expect(isGroupComplete(questions, new Map(Object.entries(answers)))).toBe(complete);
  });

  it('an empty group is complete; inherited keys are not answers', () => {
    expect(isGroupComplete([], {})).toBe(true);
    expect(isGroupComplete([{ id: 'toString' }], {})).toBe(false);
  });
});

describe('isIsoDate / isTime', () => {
  it.each([
    ['2025-03-10', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-04-31', false],
    ['2025-00-10', false],
    ['2025-3-10', false],
    ['10/03/2025', false],
    ['2025-03-10T00:00:00Z', false],
  ])('date %s → %s', (value, ok) => expect(isIsoDate(value)).toBe(ok));

  it.each([
    ['00:00', true],
    ['09:30', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
    ['9:30', false],
    ['09:30:00', false],
  ])('time %s → %s', (value, ok) => expect(isTime(value)).toBe(ok));
});

function question(questionType: string, extra: Partial<DiagnosticQuestion> = {}): DiagnosticQuestion {
  return {
    id: 'q',
    diagnosticId: 'd',
    text: 'Pergunta',
    questionType,
    orderNumber: 1,
    metadata: { section: 's' },
    options: [],
    weight: 1,
    ...extra,
  };
}

const options = (...values: number[]) =>
  values.map((value, index) => ({
    id: `o${index + 1}`,
    questionId: 'q',
    text: `Opção ${index + 1}`,
    value,
    orderNumber: index + 1,
  }));

function request(change: Partial<SaveAnswerRequest> = {}): SaveAnswerRequest {
  return { optionId: null, value: null, metadata: {}, ...change };
}

const choice = question('single_choice', { options: options(1, 2) });
const multiple = question('multiple_choice', { options: options(1, 2, 3) });
const yesNo = question('yes_no', { options: options(1, 0) });
const stars = question('rating_stars', { options: options(1, 2, 3, 4, 5) });
const distribution = question('distribution', {
  metadata: { section: 's', categories: ['Conteúdo', 'Performance', 'CRM'] },
});
const revenue = question('numeric_input', { metadata: { section: 's', role: 'revenue' } });

describe('validateAnswerForQuestion', () => {
  it.each<[string, DiagnosticQuestion, SaveAnswerRequest, string | null]>([
    // choices
    ['single_choice with its option', choice, request({ optionId: 'o2' }), null],
    [
      'single_choice with a foreign option',
      choice,
      request({ optionId: 'x' }),
      'A opção escolhida não pertence a esta pergunta.',
    ],
    ['single_choice without an option', choice, request(), 'Selecione uma opção.'],
    [
      'single_choice without options configured',
      question('single_choice'),
      request({ optionId: 'o1' }),
      'A opção escolhida não pertence a esta pergunta.',
    ],
    ['yes_no with its option', yesNo, request({ optionId: 'o1', value: 1 }), null],
    ['yes_no without an option', yesNo, request({ value: 1 }), 'Selecione uma opção.'],
    [
      'multiple_choice selection',
      multiple,
      request({ optionId: 'o1', metadata: { selected_option_ids: ['o1', 'o3'] } }),
      null,
    ],
    ['multiple_choice cleared', multiple, request({ metadata: { selected_option_ids: [] } }), null],
    [
      'multiple_choice foreign selection',
      multiple,
      request({ optionId: 'o1', metadata: { selected_option_ids: ['o1', 'zz'] } }),
      'A opção escolhida não pertence a esta pergunta.',
    ],
    [
      'a foreign option on any type',
      question('slider'),
      request({ optionId: 'o1', value: 50 }),
      'A opção escolhida não pertence a esta pergunta.',
    ],
    // numeric ranges
    ['slider 0', question('slider'), request({ value: 0 }), null],
    ['slider 100', question('slider'), request({ value: 100 }), null],
    ['slider 101', question('slider'), request({ value: 101 }), 'O valor deve estar entre 0 e 100.'],
    ['slider -1', question('slider'), request({ value: -1 }), 'O valor deve estar entre 0 e 100.'],
    ['slider 50.5', question('slider'), request({ value: 50.5 }), 'O valor deve ser um número inteiro.'],
    ['slider without value', question('slider'), request(), 'Informe um valor.'],
    ['scale_1_to_5 1', question('scale_1_to_5'), request({ value: 1 }), null],
    ['scale_1_to_5 5', question('scale_1_to_5'), request({ value: 5 }), null],
    ['scale_1_to_5 0', question('scale_1_to_5'), request({ value: 0 }), 'O valor deve estar entre 1 e 5.'],
    ['scale_1_to_5 6', question('scale_1_to_5'), request({ value: 6 }), 'O valor deve estar entre 1 e 5.'],
    ['scale_1_to_10 10', question('scale_1_to_10'), request({ value: 10 }), null],
    [
      'scale_1_to_10 11',
      question('scale_1_to_10'),
      request({ value: 11 }),
      'O valor deve estar entre 1 e 10.',
    ],
    ['rating_stars 4 with options', stars, request({ value: 4 }), null],
    ['rating_stars 4 with its option', stars, request({ optionId: 'o4', value: 4 }), null],
    [
      'rating_stars 4 with another option',
      stars,
      request({ optionId: 'o3', value: 4 }),
      'A opção escolhida não corresponde ao valor informado.',
    ],
    ['rating_stars 6', stars, request({ value: 6 }), 'O valor deve estar entre 1 e 5.'],
    ['rating_stars 0', stars, request({ value: 0 }), 'O valor deve estar entre 1 e 5.'],
    [
      'rating_stars 3 without a matching option',
      question('rating_stars', { options: options(1, 2, 4, 5) }),
      request({ value: 3 }),
      'O valor escolhido não corresponde a nenhuma opção desta pergunta.',
    ],
    ['rating_stars 3 without options', question('rating_stars'), request({ value: 3 }), null],
    // numeric input
    ['numeric_input number', question('numeric_input'), request({ value: -12.5 }), null],
    ['numeric_input null (non-numeric typed)', question('numeric_input'), request(), null],
    // investor revenue
    ['revenue 15000', revenue, request({ value: 15000 }), null],
    ['revenue 0', revenue, request({ value: 0 }), 'Faturamento deve ser maior que zero'],
    ['revenue null', revenue, request(), 'Faturamento deve ser maior que zero'],
    [
      'revenue 999',
      revenue,
      request({ value: 999 }),
      'Faturamento muito baixo. Verifique se o valor está correto.',
    ],
    [
      'revenue 2e9',
      revenue,
      request({ value: 2e9 }),
      'Faturamento muito alto. Verifique se o valor está em reais.',
    ],
    ['revenue in metadata only', revenue, request({ metadata: { revenue: 5000 } }), null],
    [
      'revenue value fine, metadata too low',
      revenue,
      request({ value: 5000, metadata: { revenue: 10 } }),
      'Faturamento muito baixo. Verifique se o valor está correto.',
    ],
    [
      'marketing budget 0 is fine',
      question('numeric_input', { metadata: { section: 's', role: 'marketingBudget' } }),
      request({ value: 0 }),
      null,
    ],
    // distribution
    [
      'distribution at 100',
      distribution,
      request({
        metadata: {
          distribution: [
            { category: 'Conteúdo', percentage: 60 },
            { category: 'CRM', percentage: 40 },
          ],
        },
      }),
      null,
    ],
    [
      'distribution at 90',
      distribution,
      request({
        metadata: {
          distribution: [
            { category: 'Conteúdo', percentage: 50 },
            { category: 'CRM', percentage: 40 },
          ],
        },
      }),
      'Deve somar 100%',
    ],
    [
      'distribution at 110',
      distribution,
      request({
        metadata: {
          distribution: [
            { category: 'Conteúdo', percentage: 70 },
            { category: 'CRM', percentage: 40 },
          ],
        },
      }),
      'Deve somar 100%',
    ],
    [
      'distribution with a foreign category',
      distribution,
      request({ metadata: { distribution: [{ category: 'TV', percentage: 100 }] } }),
      'Categoria desconhecida: TV.',
    ],
    [
      'distribution with a repeated category',
      distribution,
      request({
        metadata: {
          distribution: [
            { category: 'CRM', percentage: 50 },
            { category: 'CRM', percentage: 50 },
          ],
        },
      }),
      'Categoria repetida: CRM.',
    ],
    [
      'distribution empty',
      distribution,
      request({ metadata: { distribution: [] } }),
      'Distribua os percentuais entre as categorias.',
    ],
    ['distribution missing', distribution, request(), 'Distribua os percentuais entre as categorias.'],
    [
      'distribution with no categories configured',
      question('distribution'),
      request({ metadata: { distribution: [{ category: 'a', percentage: 100 }] } }),
      'Categoria desconhecida: a.',
    ],
    // date and time
    ['date 2025-03-10', question('date_input'), request({ metadata: { text_response: '2025-03-10' } }), null],
    [
      'date 2025-02-30',
      question('date_input'),
      request({ metadata: { text_response: '2025-02-30' } }),
      'Informe uma data válida no formato AAAA-MM-DD.',
    ],
    [
      'date 10/03/2025',
      question('date_input'),
      request({ metadata: { text_response: '10/03/2025' } }),
      'Informe uma data válida no formato AAAA-MM-DD.',
    ],
    ['date missing', question('date_input'), request(), 'Informe uma data válida no formato AAAA-MM-DD.'],
    ['time 08:15', question('time_input'), request({ metadata: { text_response: '08:15' } }), null],
    [
      'time 25:00',
      question('time_input'),
      request({ metadata: { text_response: '25:00' } }),
      'Informe um horário válido no formato HH:mm.',
    ],
    ['time missing', question('time_input'), request(), 'Informe um horário válido no formato HH:mm.'],
    // open text
    ['open_text', question('open_text'), request({ metadata: { text_response: 'Minha resposta' } }), null],
    [
      'open_text blank',
      question('open_text'),
      request({ metadata: { text_response: '   ' } }),
      'Escreva sua resposta.',
    ],
    ['open_text missing', question('open_text'), request(), 'Escreva sua resposta.'],
    [
      'open_text 5000 chars',
      question('open_text'),
      request({ metadata: { text_response: 'a'.repeat(5000) } }),
      null,
    ],
    [
      'open_text 5001 chars',
      question('open_text'),
      request({ metadata: { text_response: 'a'.repeat(5001) } }),
      'A resposta deve ter no máximo 5000 caracteres.',
    ],
    // unknown
    ['unknown type', question('matrix'), request({ value: 1 }), 'Tipo de pergunta não reconhecido'],
    ['blank type', question(''), request({ value: 1 }), 'Tipo de pergunta não reconhecido'],
  ])('%s', (_, q, req, expected) => {
    expect(validateAnswerForQuestion(q, req)).toBe(expected);
  });

  it('every accepted write for a type that needs an answer is a valid answer', () => {
    const accepted: [DiagnosticQuestion, SaveAnswerRequest][] = [
      [choice, request({ optionId: 'o1' })],
      [question('slider'), request({ value: 0 })],
      [stars, request({ value: 5 })],
      [distribution, request({ metadata: { distribution: [{ category: 'CRM', percentage: 100 }] } })],
      [question('date_input'), request({ metadata: { text_response: '2025-01-31' } })],
      [question('open_text'), request({ metadata: { text_response: 'ok' } })],
    ];
    for (const [q, req] of accepted) {
      expect(validateAnswerForQuestion(q, req)).toBeNull();
      expect(isAnswerValid(req)).toBe(true);
    }
  });
});
