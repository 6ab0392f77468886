import { describe, expect, it } from 'vitest';
import { foldText, matchesAll, searchText, searchWords } from './user-search';

const joao = { firstName: 'João Pedro', lastName: 'Araújo', email: 'Joao.Araujo+teste@Exemplo.com.br' };
const maria = { firstName: 'Maria', lastName: 'da  Silva', email: 'maria@empresa.com.br' };

describe('user search: any part of the full name or e-mail', () => {
  it('folds case and accents', () => {
    expect(foldText('  JOÃO Araújo ')).toBe('joao araujo');
  });

  it('searches the names and the e-mail, folded, one space apart', () => {
    expect(searchText(joao)).toBe('joao pedro araujo joao.araujo+teste@exemplo.com.br');
    expect(searchText(maria)).toBe('maria da silva maria@empresa.com.br');
    expect(searchText({ firstName: 'Ana', lastName: 'Lima', email: null })).toBe('ana lima');
  });

  it.each([
    ['maria', 'ilva', true],
    ['maria', 'ILVA', true],
    ['maria', 'com.br', true],
    ['maria', 'presa.c', true],
    ['maria', 'a da', true],
    ['maria', 'maria silva', true],
    ['maria', 'silva maria', true],
    ['maria', 'da silva', true],
    ['maria', 'dasilva', false],
    ['maria', 'silvamaria', false],
    ['maria', 'maria souza', false],
    ['joao', 'joão', true],
    ['joao', 'raujo', true],
    ['joao', 'PEDRO ara', true],
    ['joao', 'o+teste@exemplo', true],
    ['joao', 'joao.araujo+teste@exemplo.com.br', true],
    ['joao', 'com', true],
    ['joao', 'ana', false],
    ['joao', 'pedro silva', false],
  ] as const)('%s: "%s" → %s', (who, term, found) => {
    expect(matchesAll(searchText({ maria, joao }[who]), searchWords(term))).toBe(found);
  });

  it('reads the term as words without repeats; a blank term has none', () => {
    expect(searchWords(' Ana  SOUZA ana ')).toEqual(['ana', 'souza']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('matches only from the given position (a line that begins with something else)', () => {
    const line = `2025-01-01T00:00:00.000Z ${searchText(maria)}`;
    expect(matchesAll(line, ['2025'], 25)).toBe(false);
    expect(matchesAll(line, ['ilva'], 25)).toBe(true);
  });
});
