import { describe, expect, it } from 'vitest';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { initialValues, matchesSearch, validateDiagnostic } from './diagnostic-form';

const text = adminDiagnosticsMessages.validation;
const diagnostic: AdminDiagnostic = {
  id: 'gestao',
  slug: 'gestao',
  title: 'Diagnóstico de Gestão',
  description: 'Avalie a maturidade da gestão da sua empresa',
  icon: 'BarChartBig',
  isPublished: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  questionCount: 12,
};

describe('the diagnostic form', () => {
  it('starts empty with the default icon, or with the diagnostic being edited', () => {
    expect(initialValues()).toEqual({ title: '', description: '', slug: '', icon: 'HelpCircle' });
    expect(initialValues(diagnostic)).toMatchObject({ slug: 'gestao', icon: 'BarChartBig' });
  });

  it('gives each field its first message', () => {
    const result = validateDiagnostic({ title: 'ab', description: 'curta', slug: 'A b', icon: 'X' }, false);
    expect(result.errors).toEqual({
      title: text.titleMin,
      description: text.descriptionMin,
      slug: text.slugChars,
      icon: text.iconRequired,
    });
  });

  it('sends the slug only when creating', () => {
    const values = initialValues(diagnostic);
    expect(validateDiagnostic(values, true).data).not.toHaveProperty('slug');
    expect(validateDiagnostic(values, false).data).toHaveProperty('slug', 'gestao');
  });
});

describe('the search', () => {
  it('matches title, description or slug, ignoring case and accents', () => {
    expect(matchesSearch(diagnostic, 'DIAGNOSTICO')).toBe(true);
    expect(matchesSearch(diagnostic, 'maturidade')).toBe(true);
    expect(matchesSearch(diagnostic, 'gestao')).toBe(true);
    expect(matchesSearch(diagnostic, '  ')).toBe(true);
    expect(matchesSearch(diagnostic, 'investidor')).toBe(false);
  });
});
