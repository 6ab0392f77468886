import { describe, expect, it } from 'vitest';
import {
  coreDiagnosticSlugs,
  diagnosticIcons,
  questionMetadata,
  questionTypes,
} from '../contracts/diagnostics';
import type { QuestionType } from '../contracts/diagnostics';
import { seedDiagnostics } from './diagnostics';
import { investmentRecommendations } from './investment-recommendations';
import { investorProfiles } from './investor-profiles';
import type { SeedDiagnostic, SeedQuestion } from './types';

// ---------------------------------------------------------------------------------------------------------
// The investor scoring rule the seed is written for (no domain function exists for it yet; this helper
// only checks the content). Scored questions: single_choice, scales, yes_no and rating_stars that carry no
// metadata.role. A question ranges from its lowest to its highest option value (scales without options:
// the scale's range), and
//   score = round(100 × Σ weight × (value − min) / Σ weight × (max − min)).
// ---------------------------------------------------------------------------------------------------------

const scoredTypes: ReadonlySet<QuestionType> = new Set([
  'single_choice',
  'scale_1_to_5',
  'scale_1_to_10',
  'yes_no',
  'rating_stars',
]);
const scaleRanges: Partial<Record<QuestionType, { min: number; max: number }>> = {
  scale_1_to_5: { min: 1, max: 5 },
  scale_1_to_10: { min: 1, max: 10 },
  rating_stars: { min: 1, max: 5 },
};

const isScored = (question: SeedQuestion): boolean =>
  scoredTypes.has(question.type) && question.metadata?.role === undefined;

function valueRange(question: SeedQuestion): { min: number; max: number } {
  const values = (question.options ?? []).map((option) => option.value);
  if (values.length > 0) return { min: Math.min(...values), max: Math.max(...values) };
  const range = scaleRanges[question.type];
  if (!range) throw new Error(`Question ${question.key} has no options and no scale range`);
  return range;
}

function investorScore(
  questions: readonly SeedQuestion[],
  selectedValues: Readonly<Record<string, number>>,
): number {
  let achieved = 0;
  let possible = 0;
  for (const question of questions.filter(isScored)) {
    const value = selectedValues[question.key];
    if (value === undefined) throw new Error(`No answer for ${question.key}`);
    const { min, max } = valueRange(question);
    const weight = question.weight ?? 1;
    achieved += weight * (value - min);
    possible += weight * (max - min);
  }
  return Math.round((100 * achieved) / possible);
}

/** Every scored question answered at the same relative position (0 = most conservative, 1 = most aggressive). */
function answersAt(questions: readonly SeedQuestion[], fraction: number): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const question of questions.filter(isScored)) {
    const { min, max } = valueRange(question);
    const target = min + fraction * (max - min);
    const values = question.options?.length
      ? question.options.map((option) => option.value)
      : Array.from({ length: max - min + 1 }, (_, i) => min + i);
    answers[question.key] = values.reduce((best, v) =>
      Math.abs(v - target) < Math.abs(best - target) ? v : best,
    );
  }
  return answers;
}

/** A profile is chosen by the highest minScore ≤ score. */
const profileFor = (score: number) =>
  [...investorProfiles].sort((a, b) => b.minScore - a.minScore).find((profile) => profile.minScore <= score);

// ---------------------------------------------------------------------------------------------------------

const byId = (id: string): SeedDiagnostic => {
  const diagnostic = seedDiagnostics.find((d) => d.id === id);
  if (!diagnostic) throw new Error(`Missing diagnostic ${id}`);
  return diagnostic;
};
const fundador = byId('fundador');
const negocio = byId('negocio');
const investidor = byId('investidor');
const sistemaGestao = byId('sistema-gestao');

const choiceTypes: ReadonlySet<QuestionType> = new Set([
  'single_choice',
  'multiple_choice',
  'yes_no',
  'rating_stars',
]);

describe('seed diagnostics', () => {
  it('are the four core diagnostics, in order, with id === slug and the expected icons', () => {
    expect(seedDiagnostics.map((d) => d.id)).toEqual([...coreDiagnosticSlugs]);
    expect(seedDiagnostics.map((d) => d.icon)).toEqual(['User', 'BarChartBig', 'Layers', 'PieChart']);
    for (const diagnostic of seedDiagnostics) {
      expect(diagnostic.slug).toBe(diagnostic.id);
      expect(diagnosticIcons).toContain(diagnostic.icon);
      expect(diagnostic.title.trim()).not.toBe('');
      expect(diagnostic.description.length).toBeGreaterThan(40);
    }
  });

  describe.each(seedDiagnostics.map((d) => [d.id, d] as const))('%s', (_id, diagnostic) => {
    const sectionKeys = diagnostic.sections.map((s) => s.key);

    it('has 20-40 questions in 4-8 sections with titles and descriptions', () => {
      expect(diagnostic.questions.length).toBeGreaterThanOrEqual(20);
      expect(diagnostic.questions.length).toBeLessThanOrEqual(40);
      expect(diagnostic.sections.length).toBeGreaterThanOrEqual(4);
      expect(diagnostic.sections.length).toBeLessThanOrEqual(8);
      for (const section of diagnostic.sections) {
        expect(section.title.trim(), section.key).not.toBe('');
        expect(section.description.trim(), section.key).not.toBe('');
      }
    });

    it('has unique section keys and unique question keys', () => {
      expect(new Set(sectionKeys).size).toBe(sectionKeys.length);
      const keys = diagnostic.questions.map((q) => q.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key).toMatch(/^[a-z0-9_]+$/);
    });

    it('places every question in an existing section, and every section has questions', () => {
      for (const question of diagnostic.questions)
        expect(sectionKeys, question.key).toContain(question.section);
      for (const key of sectionKeys) {
        expect(diagnostic.questions.filter((q) => q.section === key).length, key).toBeGreaterThan(0);
      }
    });

    it('lists each section’s questions contiguously and in the order of the sections', () => {
      // Sections are ordered by their lowest orderNumber (= position), so the runs must follow `sections`.
      const runs = diagnostic.questions
        .map((q) => q.section)
        .filter((section, i, all) => i === 0 || all[i - 1] !== section);
      expect(runs).toEqual(sectionKeys);
    });

    it('uses only known question types, with metadata the contract accepts', () => {
      for (const question of diagnostic.questions) {
        expect(questionTypes, question.key).toContain(question.type);
        const metadata = { section: question.section, ...question.metadata };
        expect(() => questionMetadata.strict().parse(metadata), question.key).not.toThrow();
        expect(question.text.trim(), question.key).toBe(question.text);
        expect(question.text, question.key).toMatch(/[?.]$/);
        expect(question.text, question.key).not.toMatch(/ {2}|TODO|lorem/i);
        if (question.weight !== undefined) expect(question.weight, question.key).toBeGreaterThan(0);
      }
    });

    it('gives choice questions distinct options (rating_stars 1-5, yes_no Sim/Não)', () => {
      for (const question of diagnostic.questions) {
        const options = question.options ?? [];
        if (choiceTypes.has(question.type)) expect(options.length, question.key).toBeGreaterThanOrEqual(2);
        if (question.type === 'rating_stars')
          expect(
            options.map((o) => o.value),
            question.key,
          ).toEqual([1, 2, 3, 4, 5]);
        if (question.type === 'yes_no')
          expect(
            options.map((o) => o.text),
            question.key,
          ).toEqual(['Sim', 'Não']);
        expect(new Set(options.map((o) => o.value)).size, question.key).toBe(options.length);
        expect(new Set(options.map((o) => o.text)).size, question.key).toBe(options.length);
        for (const option of options) expect(option.text.trim(), question.key).not.toBe('');
        if (!choiceTypes.has(question.type) && !question.type.startsWith('scale_')) {
          expect(options, `${question.key} (${question.type}) takes no options`).toEqual([]);
        }
      }
    });

    it('gives distribution questions at least two distinct categories', () => {
      for (const question of diagnostic.questions.filter((q) => q.type === 'distribution')) {
        const categories = question.metadata?.categories ?? [];
        expect(categories.length, question.key).toBeGreaterThanOrEqual(2);
        expect(new Set(categories).size, question.key).toBe(categories.length);
      }
      for (const question of diagnostic.questions.filter((q) => q.type !== 'distribution')) {
        expect(question.metadata?.categories, question.key).toBeUndefined();
      }
    });

    it('anchors scales and sliders, and gives open and numeric answers an example', () => {
      for (const question of diagnostic.questions) {
        if (['scale_1_to_5', 'scale_1_to_10', 'slider'].includes(question.type)) {
          expect(question.metadata?.information, question.key).toMatch(/\d/);
        }
        if (question.type === 'open_text' && question.metadata?.role === undefined) {
          expect(question.metadata?.placeholder, question.key).toMatch(/^Ex\.: /);
        }
        if (question.type === 'numeric_input')
          expect(question.metadata?.placeholder, question.key).toMatch(/^Ex\.: \d+$/);
      }
    });
  });

  it('uses all twelve question types across the four diagnostics', () => {
    const used = new Set(seedDiagnostics.flatMap((d) => d.questions.map((q) => q.type)));
    expect([...used].sort()).toEqual([...questionTypes].sort());
  });

  it('tags roles only where the product reads them, and DISC only in the founder diagnostic', () => {
    const roles = seedDiagnostics.flatMap((d) =>
      d.questions.filter((q) => q.metadata?.role).map((q) => `${d.id}:${q.metadata?.role}`),
    );
    expect(roles.sort()).toEqual(
      [
        'investidor:businessType',
        'investidor:marketingBudget',
        'investidor:revenue',
        'negocio:companyName',
      ].sort(),
    );
    for (const diagnostic of [negocio, sistemaGestao, investidor]) {
      expect(diagnostic.questions.some((q) => q.metadata?.disc)).toBe(false);
    }
  });
});

describe('fundador', () => {
  const themes = [
    'ambicao_objetivo_vida',
    'tempo_energia_disponivel',
    'conhecimento_experiencia',
    'perfil_tomada_decisao',
    'motivacao_resiliencia',
    'visao_negocio',
    'estilo_lideranca_gestao',
    'riscos',
  ];

  it('has a section with questions for every founder-analysis theme', () => {
    expect(fundador.sections.map((s) => s.key)).toEqual(themes);
    for (const theme of themes) {
      const nonDisc = fundador.questions.filter((q) => q.section === theme && !q.metadata?.disc);
      expect(nonDisc.length, theme).toBeGreaterThanOrEqual(3);
    }
  });

  it('has DISC statements (scale 1-5) covering all four dimensions, at least two each', () => {
    const disc = fundador.questions.filter((q) => q.metadata?.disc);
    for (const dimension of ['dominancia', 'influencia', 'estabilidade', 'conformidade'] as const) {
      expect(disc.filter((q) => q.metadata?.disc === dimension).length, dimension).toBeGreaterThanOrEqual(2);
    }
    for (const question of disc) {
      expect(question.type, question.key).toBe('scale_1_to_5');
      expect(question.metadata?.information, question.key).toMatch(/1 = .*5 = /);
    }
  });

  it('asks which of the four ambitions drives the founder', () => {
    const ambition = fundador.questions.find((q) => q.key === 'ambicao_principal');
    expect(ambition?.type).toBe('single_choice');
    expect(ambition?.options).toHaveLength(4); // crescer, vender, perpetuar, sair do dia a dia
  });
});

describe('negocio', () => {
  it('has exactly one companyName question, an open text in the first section', () => {
    const named = negocio.questions.filter((q) => q.metadata?.role === 'companyName');
    expect(named).toHaveLength(1);
    expect(named[0]?.type).toBe('open_text');
    expect(named[0]?.section).toBe(negocio.sections[0]?.key);
  });

  it('covers what the business analysis needs', () => {
    expect(negocio.sections.map((s) => s.key)).toEqual([
      'empresa',
      'clientes',
      'proposta_valor',
      'mercado',
      'canais_funil',
      'preco_mensuracao',
      'crescimento',
    ]);
    const keys = negocio.questions.map((q) => q.key);
    // Ideal customer, value proposition and the five forces.
    for (const key of [
      'cliente_ideal',
      'proposta_valor',
      'concorrentes',
      'rivalidade',
      'poder_clientes',
      'poder_fornecedores',
      'novos_entrantes',
      'substitutos',
    ]) {
      expect(keys).toContain(key);
    }
  });
});

describe('sistema-gestao', () => {
  it('has a section per maturity area, titled with the area name, each opening with a 1-5 maturity question', () => {
    const areas = ['Produto', 'Canal', 'Funil', 'Precificação', 'Mensuração', 'Conteúdo'];
    for (const area of areas) {
      const section = sistemaGestao.sections.find((s) => s.title === area);
      expect(section, area).toBeDefined();
      const first = sistemaGestao.questions.find((q) => q.section === section?.key);
      expect(first?.type, area).toBe('scale_1_to_5');
      expect(first?.metadata?.bullet_points, area).toHaveLength(5);
    }
  });

  it('covers strategic clarity, rituals, indicators and execution capacity', () => {
    const keys = sistemaGestao.questions.map((q) => q.key);
    for (const key of [
      'teoria_vencer',
      'prioridades_compartilhadas',
      'rituais_existentes',
      'indicadores_acompanhados',
      'capacidade_execucao',
    ]) {
      expect(keys).toContain(key);
    }
  });
});

describe('investidor', () => {
  const withRole = (role: string) => investidor.questions.filter((q) => q.metadata?.role === role);

  it('asks revenue and marketing budget as numeric inputs, and the business type as B2B or B2C', () => {
    expect(withRole('revenue').map((q) => q.type)).toEqual(['numeric_input']);
    expect(withRole('marketingBudget').map((q) => q.type)).toEqual(['numeric_input']);
    const businessType = withRole('businessType');
    expect(businessType.map((q) => q.type)).toEqual(['single_choice']);
    expect(businessType[0]?.options?.map((o) => o.text)).toEqual(['B2B', 'B2C']);
  });

  const scored = investidor.questions.filter(isScored);

  it('has enough risk questions, each with a real range and a positive weight', () => {
    expect(scored.length).toBeGreaterThanOrEqual(12);
    for (const question of scored) {
      const { min, max } = valueRange(question);
      expect(max, question.key).toBeGreaterThan(min);
      expect(question.weight ?? 1, question.key).toBeGreaterThan(0);
    }
  });

  it('maps the most conservative answers to 0 and the most aggressive to 100', () => {
    const lowest = Object.fromEntries(scored.map((q) => [q.key, valueRange(q).min]));
    const highest = Object.fromEntries(scored.map((q) => [q.key, valueRange(q).max]));
    expect(investorScore(investidor.questions, lowest)).toBe(0);
    expect(investorScore(investidor.questions, highest)).toBe(100);
    expect(profileFor(0)?.name).toBe('Conservador');
    expect(profileFor(100)?.name).toBe('Agressivo');
  });

  it('lets every profile be reached', () => {
    const reached = new Set<string>();
    for (let step = 0; step <= 100; step += 1) {
      const score = investorScore(investidor.questions, answersAt(investidor.questions, step / 100));
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
      const profile = profileFor(score);
      if (profile) reached.add(profile.name);
    }
    expect([...reached].sort()).toEqual(investorProfiles.map((p) => p.name).sort());
  });
});

describe('investor profiles', () => {
  it('are the five levels, in order, with contiguous bands covering 0-100 exactly', () => {
    expect(investorProfiles.map((p) => p.name)).toEqual([
      'Conservador',
      'Moderado',
      'Dinâmico',
      'Arrojado',
      'Agressivo',
    ]);
    expect(investorProfiles[0]?.minScore).toBe(0);
    expect(investorProfiles.at(-1)?.maxScore).toBe(100);
    investorProfiles.forEach((profile, i) => {
      expect(profile.maxScore, profile.name).toBeGreaterThan(profile.minScore);
      const previous = investorProfiles[i - 1];
      if (previous) expect(profile.minScore, profile.name).toBe(previous.maxScore + 1);
    });
  });

  it('chooses a profile by the highest minScore ≤ score', () => {
    expect(profileFor(20)?.name).toBe('Conservador');
    expect(profileFor(21)?.name).toBe('Moderado');
    expect(profileFor(50)?.name).toBe('Dinâmico');
    expect(profileFor(80)?.name).toBe('Arrojado');
    expect(profileFor(81)?.name).toBe('Agressivo');
    for (let score = 0; score <= 100; score += 1) {
      const profile = profileFor(score);
      expect(profile && score >= profile.minScore && score <= profile.maxScore, String(score)).toBe(true);
    }
  });

  it('have unique ids, descriptions and risk tolerances (Dinâmico is the spec default, Equilibrada)', () => {
    expect(new Set(investorProfiles.map((p) => p.id)).size).toBe(5);
    for (const profile of investorProfiles) {
      expect(profile.description.length, profile.name).toBeGreaterThan(80);
      expect(profile.riskTolerance.trim(), profile.name).not.toBe('');
    }
    expect(investorProfiles.find((p) => p.name === 'Dinâmico')?.riskTolerance).toBe('Equilibrada');
  });
});

describe('investment recommendations', () => {
  const channels = ['content', 'performance', 'awareness', 'credibility', 'influencers', 'crm'] as const;
  const profileIds = investorProfiles.map((p) => p.id);
  const rowsFor = (profileId: string, businessType: 'B2B' | 'B2C') =>
    investmentRecommendations
      .filter((r) => r.profileId === profileId && r.businessType === businessType)
      .sort((a, b) => a.revenueMin - b.revenueMin);

  it('split every budget across the six channels totalling exactly 100', () => {
    for (const row of investmentRecommendations) {
      const label = `${row.profileId}/${row.businessType}/${row.revenueMin}`;
      for (const channel of channels) expect(row[channel], label).toBeGreaterThanOrEqual(0);
      expect(
        channels.reduce((sum, channel) => sum + row[channel], 0),
        label,
      ).toBe(100);
      expect(row.marketingPercentage, label).toBeGreaterThan(0);
      expect(row.marketingPercentage, label).toBeLessThanOrEqual(100);
    }
  });

  it('cover every profile × business type with revenue bands from 0 and no gaps', () => {
    expect(new Set(investmentRecommendations.map((r) => r.profileId))).toEqual(new Set(profileIds));
    for (const profileId of profileIds) {
      for (const businessType of ['B2B', 'B2C'] as const) {
        const rows = rowsFor(profileId, businessType);
        const label = `${profileId}/${businessType}`;
        expect(rows.length, label).toBeGreaterThanOrEqual(2);
        expect(rows[0]?.revenueMin, label).toBe(0);
        expect(rows.at(-1)?.revenueMax, label).toBeNull();
        rows.forEach((row, i) => {
          const next = rows[i + 1];
          if (next) expect(next.revenueMin, label).toBe(row.revenueMax);
          if (row.revenueMax !== null) expect(row.revenueMax, label).toBeGreaterThan(row.revenueMin);
        });
      }
    }
  });

  it('invest a higher share the more aggressive the profile, and B2C more than B2B', () => {
    for (const businessType of ['B2B', 'B2C'] as const) {
      const byProfile = profileIds.map((id) => rowsFor(id, businessType));
      for (let band = 0; band < (byProfile[0]?.length ?? 0); band += 1) {
        const shares = byProfile.map((rows) => rows[band]?.marketingPercentage ?? 0);
        expect(shares, `${businessType} band ${band}`).toEqual([...shares].sort((a, b) => a - b));
        expect(new Set(shares).size).toBe(shares.length);
      }
    }
    for (const profileId of profileIds) {
      const b2b = rowsFor(profileId, 'B2B');
      rowsFor(profileId, 'B2C').forEach((row, band) => {
        expect(row.marketingPercentage, `${profileId} band ${band}`).toBeGreaterThan(
          b2b[band]?.marketingPercentage ?? 0,
        );
      });
    }
  });

  it('lean B2B on content, credibility and CRM, and B2C on performance, influencers and awareness', () => {
    for (const profileId of profileIds) {
      const b2b = rowsFor(profileId, 'B2B');
      rowsFor(profileId, 'B2C').forEach((c, band) => {
        const b = b2b[band];
        if (!b) throw new Error(`${profileId}: B2B and B2C bands differ`);
        const label = `${profileId} band ${band}`;
        expect(b.content, label).toBeGreaterThan(c.content);
        expect(b.credibility, label).toBeGreaterThan(c.credibility);
        expect(b.crm, label).toBeGreaterThan(c.crm);
        expect(c.performance, label).toBeGreaterThan(b.performance);
        expect(c.influencers, label).toBeGreaterThan(b.influencers);
        expect(c.awareness, label).toBeGreaterThan(b.awareness);
      });
    }
  });
});
