import { describe, expect, it } from 'vitest';
import { foldText, leadingWord, matchesAll, searchTokens, searchWords } from './user-search';

const joao = { firstName: 'João Pedro', lastName: 'Araújo', email: 'Joao.Araujo+teste@Exemplo.com.br' };

describe('user search tokens and matching', () => {
  it('folds case and accents', () => {
    expect(foldText('  JOÃO Araújo ')).toBe('joao araujo');
  });

  it('indexes the name words, the e-mail, its local part, its pieces and its domain', () => {
    expect(searchTokens(joao)).toEqual([
      'araujo',
      'exemplo.com.br',
      'joao',
      'joao.araujo+teste',
      'joao.araujo+teste@exemplo.com.br',
      'pedro',
      'teste',
    ]);
  });

  it('a missing e-mail leaves only the name', () => {
    expect(searchTokens({ firstName: 'Ana', lastName: 'Lima', email: null })).toEqual(['ana', 'lima']);
  });

  it.each([
    ['joão', true],
    ['PEDRO ara', true],
    ['araujo joao', true],
    ['exemplo', true],
    ['exemplo.com', true],
    ['joao.araujo+teste@exemplo.com.br', true],
    ['teste', true],
    ['com', false],
    ['ana', false],
    ['pedro silva', false],
    ['raujo', false],
  ])('"%s" → %s', (term, found) => {
    expect(matchesAll(searchTokens(joao), searchWords(term))).toBe(found);
  });

  it('reads the index by the longest word', () => {
    expect(leadingWord(searchWords('ana  souza ana'))).toBe('souza');
    expect(searchWords('   ')).toEqual([]);
  });
});
