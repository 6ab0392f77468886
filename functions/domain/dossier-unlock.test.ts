import { describe, expect, it } from 'vitest';
import { dossierCountLabel, dossierLabel, dossierStatus, isDossierUnlocked } from './dossier-unlock';

describe('isDossierUnlocked', () => {
  it.each([
    ['empty list', [], false],
    ['one completed', [true], true],
    ['all four completed', [true, true, true, true], true],
    ['three of four', [true, true, true, false], false],
    ['none completed', [false, false, false, false], false],
  ])('%s → %s', (_, completions, unlocked) => {
    expect(isDossierUnlocked(completions.map((completed) => ({ completed })))).toBe(unlocked);
  });
});

describe('labels', () => {
  it.each([
    [true, 'Disponível'],
    [false, 'Bloqueado'],
  ])('unlocked %s → %s', (unlocked, label) => expect(dossierLabel(unlocked)).toBe(label));

  it.each([
    [0, undefined, '0 de 4'],
    [3, undefined, '3 de 4'],
    [4, 4, '4 de 4'],
    [2, 5, '2 de 5'],
  ])('%s of %s → %s', (completed, total, label) => expect(dossierCountLabel(completed, total)).toBe(label));
});

describe('dossierStatus', () => {
  const core = ['fundador', 'negocio', 'sistema-gestao', 'investidor'];
  const diagnostics = [...core, 'extra'].map((slug) => ({ id: slug, slug }));
  const results = (completed: string[], pending: string[] = []) => [
    ...completed.map((id) => ({ diagnosticId: id, completed: true })),
    ...pending.map((id) => ({ diagnosticId: id, completed: false })),
  ];

  it.each([
    ['no results', results([]), 0, false, 'Bloqueado', '0 de 4'],
    [
      'two done, one pending',
      results(['fundador', 'negocio'], ['investidor']),
      2,
      false,
      'Bloqueado',
      '2 de 4',
    ],
    ['only the extra diagnostic done', results(['extra']), 0, false, 'Bloqueado', '0 de 4'],
    ['all four done', results(core), 4, true, 'Disponível', '4 de 4'],
    ['all four done, extra pending', results(core, ['extra']), 4, true, 'Disponível', '4 de 4'],
  ])('%s', (_, res, completed, unlocked, label, countLabel) => {
    expect(dossierStatus(diagnostics, res)).toEqual({ completed, total: 4, unlocked, label, countLabel });
  });

  it('an unpublished core diagnostic counts by its result', () => {
    const published = diagnostics.filter((d) => d.slug !== 'investidor');
    expect(dossierStatus(published, results(core.slice(0, 3))).unlocked).toBe(false);
    expect(dossierStatus(published, results(core)).unlocked).toBe(true);
  });
});
