import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { BOM, usersCsv, usersCsvFileName } from './users-csv';

const user = (overrides: Partial<Parameters<typeof usersCsv>[0][number]> = {}) => ({
  firstName: 'João',
  lastName: 'Silva',
  email: 'joao@exemplo.com.br',
  createdAt: '2026-03-05T12:00:00.000Z',
  roles: ['user' as const],
  ...overrides,
});

/** The file's rows as a spreadsheet would read them (after the BOM). */
const read = (csv: string) => Papa.parse<string[]>(csv.slice(BOM.length), { delimiter: ';' }).data;

describe('usersCsv', () => {
  it('starts with the UTF-8 BOM, then the spec header, one line per user, CRLF between lines', () => {
    const csv = usersCsv([user(), user({ firstName: 'Ana', roles: ['admin', 'user'] })]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(BOM.length).split('\r\n')).toEqual([
      'Nome;Sobrenome;Email;Data de Criação;Papel',
      'João;Silva;joao@exemplo.com.br;05/03/2026;Usuário',
      'Ana;Silva;joao@exemplo.com.br;05/03/2026;Administrador',
    ]);
  });

  it('writes the creation day in Brasília time (dd/MM/yyyy)', () => {
    // 02:00 UTC on 6 March is still 5 March in São Paulo.
    expect(read(usersCsv([user({ createdAt: '2026-03-06T02:00:00.000Z' })]))[1]![3]).toBe('05/03/2026');
  });

  it('keeps accents as they are', () => {
    const csv = usersCsv([user({ firstName: 'Conceição', lastName: 'Ãngelo Müller' })]);
    expect(csv).toContain('Conceição;Ãngelo Müller;');
  });

  it('quotes a value with the separator, a quote or a line break, and reads back the same', () => {
    const tricky = user({ firstName: 'Ana; Maria', lastName: 'D"Ávila\nNeto', email: null });
    const csv = usersCsv([tricky]);
    expect(csv).toContain('"Ana; Maria";"D""Ávila\nNeto";;');
    expect(read(csv)[1]).toEqual(['Ana; Maria', 'D"Ávila\nNeto', '', '05/03/2026', 'Usuário']);
  });

  it('leaves a comma unquoted: it is not the separator', () => {
    const csv = usersCsv([user({ lastName: 'Souza, Jr.' })]);
    expect(csv).toContain(';Souza, Jr.;');
    expect(read(csv)[1]![1]).toBe('Souza, Jr.');
  });

  it.each(['=HYPERLINK("http://x")', '+5511999', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'escapes the formula-like value %j with a leading apostrophe',
    (value) => {
      const row = read(usersCsv([user({ firstName: value })]))[1]!;
      expect(row[0]).toBe(`'${value}`);
    },
  );
});

describe('usersCsvFileName', () => {
  it('is usuarios-<day in Brasília>.csv', () => {
    expect(usersCsvFileName(new Date('2026-01-01T02:59:00Z'))).toBe('usuarios-2025-12-31.csv');
    expect(usersCsvFileName(new Date('2026-01-01T03:00:00Z'))).toBe('usuarios-2026-01-01.csv');
  });
});
