import { describe, expect, it } from 'vitest';
import { inlineSpans, markdownBlocks } from './markdown-blocks';

describe('markdownBlocks', () => {
  it('reads the founder section analysis: title, lead-in, bullets, closing paragraph', () => {
    const text = [
      '## Riscos',
      '',
      'O que você respondeu nesta seção:',
      '- Fôlego de caixa → “3 meses”',
      '- Renda familiar → 80%',
      '',
      'A exposição é alta:',
      'pouco fôlego de caixa.',
    ].join('\n');
    expect(markdownBlocks(text)).toEqual([
      { kind: 'heading', level: 2, text: 'Riscos' },
      { kind: 'paragraph', text: 'O que você respondeu nesta seção:' },
      { kind: 'list', ordered: false, items: ['Fôlego de caixa → “3 meses”', 'Renda familiar → 80%'] },
      { kind: 'paragraph', text: 'A exposição é alta: pouco fôlego de caixa.' },
    ]);
  });

  it.each([
    ['# Um', { kind: 'heading', level: 1, text: 'Um' }],
    ['### Três ', { kind: 'heading', level: 3, text: 'Três' }],
    ['#### Quatro', { kind: 'paragraph', text: '#### Quatro' }],
    ['#semespaco', { kind: 'paragraph', text: '#semespaco' }],
    ['* item', { kind: 'list', ordered: false, items: ['item'] }],
    ['1. primeiro', { kind: 'list', ordered: true, items: ['primeiro'] }],
    ['-sem espaço', { kind: 'paragraph', text: '-sem espaço' }],
  ])('%j', (line, block) => {
    expect(markdownBlocks(line)).toEqual([block]);
  });

  it('starts a new list when the list kind changes, and nothing for blank text', () => {
    expect(markdownBlocks('- a\n1. b')).toEqual([
      { kind: 'list', ordered: false, items: ['a'] },
      { kind: 'list', ordered: true, items: ['b'] },
    ]);
    expect(markdownBlocks('\n  \n')).toEqual([]);
  });
});

describe('inlineSpans', () => {
  it('splits bold spans and keeps unmatched asterisks as text', () => {
    expect(inlineSpans('Foco em **vendas** agora')).toEqual([
      { text: 'Foco em ', bold: false },
      { text: 'vendas', bold: true },
      { text: ' agora', bold: false },
    ]);
    expect(inlineSpans('2 ** 3')).toEqual([{ text: '2 ** 3', bold: false }]);
  });
});
