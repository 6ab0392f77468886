import { describe, expect, it } from 'vitest';
import { readable, short } from './readable';

describe('short', () => {
  const text =
    'Produto, no nível 4, é o trunfo. Sustenta a recompra e a indicação: é o que os clientes já elogiam. Mas esse trunfo quase não chega a quem ainda não conhece a empresa.';

  it('keeps a text within its limit whole', () => {
    expect(short(text, text.length)).toBe(text);
    expect(short(text, undefined)).toBe(text);
  });

  it('cuts after the last whole sentence when that keeps at least half', () => {
    expect(short(text, 120)).toBe(
      'Produto, no nível 4, é o trunfo. Sustenta a recompra e a indicação: é o que os clientes já elogiam. (…)',
    );
  });

  it('else cuts after a whole word, never inside one', () => {
    expect(short(text, 80)).toBe(
      'Produto, no nível 4, é o trunfo. Sustenta a recompra e a indicação: é o que os…',
    );
    expect(short('Supercalifragilístico', 5)).toBe('Super…');
  });

  it('applies to every string of a readable block', () => {
    expect(readable({ resumo: text, itens: [text] }, { maxText: 40 })).toEqual([
      '- resumo: Produto, no nível 4, é o trunfo. (…)',
      '- itens:',
      '  - Produto, no nível 4, é o trunfo. (…)',
    ]);
  });

  it('shows decimals with the Brazilian comma, whole numbers as they are', () => {
    expect(readable({ grau: 2.3, ano: 2026, lista: [0.45] })).toEqual([
      '- grau: 2,3',
      '- ano: 2026',
      '- lista:',
      '  - 0,45',
    ]);
  });
});
