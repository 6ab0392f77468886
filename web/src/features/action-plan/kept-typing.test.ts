import { describe, expect, it } from 'vitest';
import { keptTyping } from './kept-typing';

describe('the form after another tab saved first', () => {
  const shown = { title: 'Ligar para clientes', who: '', how: 'Por telefone' };
  const latest = { title: 'Ligar para os dez maiores clientes', who: 'Bruno', how: 'Por telefone' };

  it('what the user typed stays; what they did not touch takes the latest stored value', () => {
    const typed = { ...shown, who: 'Ana Souza' };
    expect(keptTyping(typed, shown, latest)).toEqual({
      title: 'Ligar para os dez maiores clientes',
      who: 'Ana Souza',
      how: 'Por telefone',
    });
  });

  it('a field both changed keeps the typing (the user sees the message and decides)', () => {
    const typed = { ...shown, title: 'Ligar amanhã' };
    expect(keptTyping(typed, shown, latest).title).toBe('Ligar amanhã');
  });

  it('a field cleared by the user stays cleared', () => {
    const typed = { ...shown, how: '' };
    expect(keptTyping(typed, shown, latest).how).toBe('');
  });
});
