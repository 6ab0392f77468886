import { describe, expect, it } from 'vitest';
import {
  analysisRoute,
  completedDiagnosticSlugs,
  diagnosticButtonLabel,
  diagnosticCard,
  diagnosticCardStatus,
  diagnosticProgress,
  diagnosticRoute,
  diagnosticStatusLabel,
  orderDiagnostics,
  slugPathSegment,
} from './diagnostic-card';

const result = (diagnosticId: string, completed: boolean) => ({ id: diagnosticId, diagnosticId, completed });

describe('diagnostic card state', () => {
  it.each([
    ['no result', null, 0, 'not_started', 'Não iniciado', 'Iniciar'],
    ['result in progress', { completed: false }, 50, 'in_progress', '50% Completo', 'Iniciar'],
    ['completed result', { completed: true }, 100, 'completed', 'Concluído', 'Visualizar'],
  ] as const)('%s → %s', (_, res, progress, status, label, button) => {
    expect(diagnosticProgress(res)).toBe(progress);
    expect(diagnosticCardStatus(progress)).toBe(status);
    expect(diagnosticStatusLabel(progress)).toBe(label);
    expect(diagnosticButtonLabel(progress === 100)).toBe(button);
  });

  it.each([
    [0, 'Não iniciado'],
    [1, '1% Completo'],
    [33.4, '33% Completo'],
    [99, '99% Completo'],
    [100, 'Concluído'],
  ])('label at %s%% → %s', (progress, label) => {
    expect(diagnosticStatusLabel(progress)).toBe(label);
  });

  it('builds the card from the results', () => {
    const diagnostic = { id: 'negocio', slug: 'negocio' };
    expect(diagnosticCard(diagnostic, [result('fundador', true), result('negocio', true)])).toMatchObject({
      completed: true,
      progress: 100,
      statusLabel: 'Concluído',
      buttonLabel: 'Visualizar',
      route: '/business-diagnostic',
      analysisRoute: '/business-analysis/negocio',
    });
    expect(diagnosticCard(diagnostic, [result('negocio', false)])).toMatchObject({
      completed: false,
      progress: 50,
      statusLabel: '50% Completo',
      buttonLabel: 'Iniciar',
      analysisRoute: null,
    });
    expect(diagnosticCard(diagnostic, [])).toMatchObject({ result: null, progress: 0, analysisRoute: null });
  });
});

describe('routes', () => {
  it.each([
    ['fundador', '/founder-diagnostic', '/founder-analysis/r1'],
    ['negocio', '/business-diagnostic', '/business-analysis/r1'],
    ['sistema-gestao', '/management-diagnostic', '/management-system-analysis/r1'],
    ['investidor', '/investor-diagnostic', '/investor-analysis/r1'],
    ['marketing-digital', '/diagnostic/marketing-digital', '/analysis/marketing-digital/r1'],
    ['Vendas B2B', '/diagnostic/vendas-b2b', '/analysis/vendas-b2b/r1'],
    ['gestão_de_pessoas', '/diagnostic/gest-o-de-pessoas', '/analysis/gest-o-de-pessoas/r1'],
    ['a--b', '/diagnostic/a--b', '/analysis/a--b/r1'],
    ['Fundador', '/diagnostic/fundador', '/analysis/fundador/r1'],
  ])('%s → %s, %s', (slug, route, analysis) => {
    expect(diagnosticRoute(slug)).toBe(route);
    expect(analysisRoute(slug, 'r1')).toBe(analysis);
  });

  it('encodes the result id', () => {
    expect(analysisRoute('negocio', 'a/b c')).toBe('/business-analysis/a%2Fb%20c');
  });

  it.each([
    ['ABC123', 'abc123'],
    ['a b', 'a-b'],
    ['ç', '-'],
    ['a.b/c', 'a-b-c'],
  ])('slugPathSegment(%s) → %s', (slug, segment) => expect(slugPathSegment(slug)).toBe(segment));
});

describe('orderDiagnostics', () => {
  const d = (slug: string, title: string) => ({ slug, title });

  it.each([
    [
      'core first in product order, then others by title',
      [
        d('zeta', 'Zeta'),
        d('investidor', 'Investidor'),
        d('extra', 'Ágil'),
        d('negocio', 'Negócio'),
        d('sistema-gestao', 'Sistema de Gestão'),
        d('fundador', 'Fundador'),
        d('outro', 'banana'),
      ],
      ['fundador', 'negocio', 'sistema-gestao', 'investidor', 'extra', 'outro', 'zeta'],
    ],
    [
      'pt-BR collation: accents and case do not push a title to the end',
      [d('c', 'Ética'), d('b', 'empresa'), d('a', 'Estratégia'), d('d', 'Zebra')],
      ['b', 'a', 'c', 'd'],
    ],
    ['numbers compare numerically', [d('x10', 'Módulo 10'), d('x2', 'Módulo 2')], ['x2', 'x10']],
    ['equal titles tie on slug', [d('b', 'Mesmo'), d('a', 'Mesmo')], ['a', 'b']],
    [
      'missing core diagnostics are skipped',
      [d('outro', 'B'), d('investidor', 'I')],
      ['investidor', 'outro'],
    ],
  ])('%s', (_, diagnostics, expected) => {
    expect(orderDiagnostics(diagnostics).map((x) => x.slug)).toEqual(expected);
  });

  it('does not mutate its input', () => {
    const list = [d('negocio', 'N'), d('fundador', 'F')];
    orderDiagnostics(list);
    expect(list.map((x) => x.slug)).toEqual(['negocio', 'fundador']);
  });
});

describe('completedDiagnosticSlugs', () => {
  it('maps completed results to slugs, including unlisted core diagnostics', () => {
    const diagnostics = [
      { id: 'fundador', slug: 'fundador' },
      { id: 'custom-id', slug: 'marketing' },
      { id: 'negocio', slug: 'negocio' },
    ];
    const results = [
      result('fundador', true),
      result('custom-id', true),
      result('negocio', false),
      result('investidor', true),
    ];
    expect([...completedDiagnosticSlugs(diagnostics, results)].sort()).toEqual([
      'fundador',
      'investidor',
      'marketing',
    ]);
  });
});
