import { describe, expect, it } from 'vitest';
import { createDiagnosticRequest, toSlug } from './admin-diagnostics';

describe('the diagnostic form rules', () => {
  it('turns typed text into a slug: lower case, other characters become hyphens', () => {
    expect(toSlug('Gestão Financeira 2026')).toBe('gest-o-financeira-2026');
    expect(toSlug('ABC_def-1')).toBe('abc-def-1');
  });

  it('refuses a short or malformed slug, a short title or description and an unknown icon', () => {
    const valid = {
      title: 'Finanças',
      description: 'Como a empresa controla o caixa.',
      slug: 'financas',
      icon: 'PieChart',
    };
    expect(createDiagnosticRequest.safeParse(valid).success).toBe(true);
    const messageOf = (change: Record<string, unknown>) =>
      createDiagnosticRequest.safeParse({ ...valid, ...change }).error?.issues[0]?.message;
    expect(messageOf({ slug: 'fi' })).toBe('O slug deve ter pelo menos 3 caracteres');
    expect(messageOf({ slug: 'Finanças' })).toBe(
      'O slug deve conter apenas letras minúsculas, números e hífens',
    );
    expect(messageOf({ title: 'Fi' })).toBe('O título deve ter pelo menos 3 caracteres');
    expect(messageOf({ description: 'Curta' })).toBe('A descrição deve ter pelo menos 10 caracteres');
    expect(messageOf({ icon: 'Foguete' })).toBe('O ícone é obrigatório');
    expect(messageOf({ icon: undefined })).toBe('O ícone é obrigatório');
  });
});
