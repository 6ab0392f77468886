import { describe, expect, it } from 'vitest';
import { companyNameAnswer } from './company-name';

const questions = [
  { id: 'negocio-setor', metadata: {} },
  { id: 'negocio-nome_empresa', metadata: { role: 'companyName' as const } },
];
const answer = (questionId: string, text_response?: string) => ({ questionId, metadata: { text_response } });

describe('companyNameAnswer', () => {
  it.each([
    [
      'the trimmed answer to the companyName question',
      [answer('negocio-nome_empresa', '  Padaria Azul ')],
      'Padaria Azul',
    ],
    ['nothing for a blank answer', [answer('negocio-nome_empresa', '   ')], undefined],
    ['nothing when unanswered', [answer('negocio-setor', 'Varejo')], undefined],
  ])('%s', (_name, answers, expected) => {
    expect(companyNameAnswer(questions, answers)).toBe(expected);
  });

  it('nothing when no question has the role', () => {
    expect(companyNameAnswer([questions[0]!], [answer('negocio-setor', 'Varejo')])).toBeUndefined();
  });
});
