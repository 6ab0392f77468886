import { describe, expect, it } from 'vitest';
import {
  ORDER_SPACING,
  SeedContentError,
  canonicalJson,
  diagnosticCatalogue,
  investmentRecommendationRecords,
  investorProfileRecords,
  planPartitionSync,
} from './catalogue-records';
import { seedDiagnostics } from './diagnostics/index';
import { investmentRecommendations } from './investment-recommendations';
import { investorProfiles } from './investor-profiles';
import type { SeedDiagnostic } from './types';

const fixture = (): SeedDiagnostic => ({
  id: 'teste',
  slug: 'teste',
  title: 'Diagnóstico de Teste',
  description: 'Só para testes.',
  icon: 'FileText',
  sections: [
    { key: 'a', title: 'Seção A', description: 'Primeira' },
    { key: 'b', title: 'Seção B', description: 'Segunda' },
  ],
  questions: [
    {
      key: 'cor',
      section: 'a',
      text: 'Qual cor?',
      type: 'single_choice',
      options: [
        { text: 'Azul', value: 1 },
        { text: 'Verde', value: 2 },
      ],
    },
    { key: 'nome', section: 'b', text: 'Seu nome?', type: 'open_text', metadata: { placeholder: 'Nome' } },
    { key: 'verba', section: 'b', text: 'Verba?', type: 'numeric_input', weight: 2.5 },
  ],
});

describe('diagnosticCatalogue', () => {
  it('derives question ids, option ids and order numbers from the seed', () => {
    const catalogue = diagnosticCatalogue(fixture());
    expect(catalogue.diagnostic).toEqual({
      diagnosticId: 'teste',
      slug: 'teste',
      title: 'Diagnóstico de Teste',
      description: 'Só para testes.',
      icon: 'FileText',
    });
    expect(catalogue.questions.map((q) => [q.questionId, q.orderNumber, q.questionType])).toEqual([
      ['teste-cor', ORDER_SPACING, 'single_choice'],
      ['teste-nome', 2 * ORDER_SPACING, 'open_text'],
      ['teste-verba', 3 * ORDER_SPACING, 'numeric_input'],
    ]);
    expect(catalogue.options).toEqual([
      {
        diagnosticId: 'teste',
        questionId: 'teste-cor',
        optionId: 'teste-cor-1',
        text: 'Azul',
        value: 1,
        orderNumber: 1,
      },
      {
        diagnosticId: 'teste',
        questionId: 'teste-cor',
        optionId: 'teste-cor-2',
        text: 'Verde',
        value: 2,
        orderNumber: 2,
      },
    ]);
    expect(catalogue.weights).toEqual([{ diagnosticId: 'teste', questionId: 'teste-verba', weight: 2.5 }]);
  });

  it("copies the section's key, title and description into each question's metadata", () => {
    const [, nome] = diagnosticCatalogue(fixture()).questions;
    expect(nome!.metadata).toEqual({
      placeholder: 'Nome',
      section: 'b',
      section_title: 'Seção B',
      section_description: 'Segunda',
    });
  });

  it('gives the same hash to the same content, whatever the key order, and a new one to any change', () => {
    const base = diagnosticCatalogue(fixture()).contentHash;
    expect(diagnosticCatalogue(fixture()).contentHash).toBe(base);

    const reordered = fixture();
    reordered.questions[1] = {
      metadata: { placeholder: 'Nome' },
      type: 'open_text',
      text: 'Seu nome?',
      section: 'b',
      key: 'nome',
    };
    expect(diagnosticCatalogue(reordered).contentHash).toBe(base);

    const edited = fixture();
    edited.questions[0]!.options![1]!.text = 'Verde-claro';
    expect(diagnosticCatalogue(edited).contentHash).not.toBe(base);
    const moved = fixture();
    moved.questions.reverse();
    expect(diagnosticCatalogue(moved).contentHash).not.toBe(base);
  });

  it('refuses content the app could not serve', () => {
    const duplicate = fixture();
    duplicate.questions.push({ ...duplicate.questions[0]! });
    expect(() => diagnosticCatalogue(duplicate)).toThrow(SeedContentError);

    const unknownSection = fixture();
    unknownSection.questions[0]!.section = 'z';
    expect(() => diagnosticCatalogue(unknownSection)).toThrow(/unknown section 'z'/);

    const unsafeKey = fixture();
    unsafeKey.questions[0]!.key = 'a#b';
    expect(() => diagnosticCatalogue(unsafeKey)).toThrow(/not safe/);
  });

  it('accepts the real seed content: four diagnostics of 20-40 questions, unique ids', () => {
    const catalogues = seedDiagnostics.map(diagnosticCatalogue);
    expect(catalogues.map((c) => c.diagnostic.diagnosticId)).toEqual([
      'fundador',
      'negocio',
      'sistema-gestao',
      'investidor',
    ]);
    for (const catalogue of catalogues) {
      expect(catalogue.questions.length).toBeGreaterThanOrEqual(20);
      expect(catalogue.questions.length).toBeLessThanOrEqual(40);
      const optionIds = catalogue.options.map((option) => option.optionId);
      expect(new Set(optionIds).size).toBe(optionIds.length);
    }
    expect(investorProfileRecords(investorProfiles)).toHaveLength(5);
    expect(investmentRecommendationRecords(investmentRecommendations).length).toBeGreaterThan(0);
  });
});

describe('investor catalogue records', () => {
  it('refuses duplicate profiles and duplicate recommendation bands', () => {
    expect(() => investorProfileRecords([investorProfiles[0]!, investorProfiles[0]!])).toThrow(/duplicate/);
    const band = investmentRecommendations[0]!;
    expect(() => investmentRecommendationRecords([band, { ...band }])).toThrow(/duplicate/);
  });
});

describe('planPartitionSync', () => {
  const item = (sk: string, text: string) => ({ pk: 'P', sk, text, __edb_e__: 'x' });

  it('puts nothing and deletes nothing when the partition already holds the content', () => {
    const items = [item('A', 'a'), item('B', 'b')];
    const again = [{ text: 'b', __edb_e__: 'x', sk: 'B', pk: 'P' }, item('A', 'a')];
    expect(planPartitionSync(items, again)).toEqual({ put: [], delete: [] });
  });

  it('puts new and changed items and deletes the ones no longer in the content', () => {
    const plan = planPartitionSync(
      [item('A', 'a'), item('B', 'b'), item('C', 'c')],
      [item('A', 'a'), item('B', 'b2'), item('D', 'd')],
    );
    expect(plan.put.map((p) => p.sk)).toEqual(['B', 'D']);
    expect(plan.delete).toEqual([{ pk: 'P', sk: 'C' }]);
  });

  it('compares canonical JSON (key order and undefined attributes do not matter)', () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: 2 }] })).toBe('{"a":[{"c":2}],"b":1}');
  });
});
