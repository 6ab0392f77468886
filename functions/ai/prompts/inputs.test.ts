import { describe, expect, it } from 'vitest';
import { analysisTasksOf, dossierTaskOf, taskPrompt, type AiTaskName } from '../tasks';
import {
  GENIUS_CONTEXT_MAX_CHARS,
  GENIUS_OTHER_TASKS_MAX,
  GENIUS_REQUEST_MAX_CHARS,
} from '../tasks/genius-reply';
import { fundadorAnswers, gestaoAnswers, negocioAnswers } from '../testing/answer-sets';
import { dossierInputFor } from '../testing/dossier-fixtures';
import { inputFor } from '../testing/fixtures';
import { earlyMarketingAnswers, genericInputFor, marketingQuestionnaire } from '../testing/generic-fixtures';
import { geniusInputFor, planAreaInputFor, sampleTask } from '../testing/plan-fixtures';
import type { AnalysisInput } from '../task-input';

/** Issue #47, item 1: every prompt carries what it asks for, or does not ask for it. */

const analysisInputs: [AiTaskName, AnalysisInput][] = [
  ['business-analysis', inputFor('negocio', { ...negocioAnswers, nome_empresa: '' })],
  ['founder-analysis', inputFor('fundador', fundadorAnswers)],
  ['founder-section', inputFor('fundador', fundadorAnswers, { sectionKey: 'riscos' })],
  ['management-overview', inputFor('sistema-gestao', gestaoAnswers)],
  ['management-areas', inputFor('sistema-gestao', gestaoAnswers, { overview: {} })],
  ['generic-analysis', genericInputFor(marketingQuestionnaire, earlyMarketingAnswers)],
];

const prompt = (task: AiTaskName, input: AnalysisInput) =>
  taskPrompt(task as 'business-analysis', input).then((built) => `${built.system}\n${built.user}`);

describe('the company name: shown whenever known, asked for only then', () => {
  it.each(analysisInputs)('%s: with a name, the name and the rule to cite it', async (task, input) => {
    const text = await prompt(task, { ...input, companyName: 'Auto Center Pinheirinho' });
    expect(text).toContain('A empresa se chama "Auto Center Pinheirinho".');
    expect(text).toContain('Cite o nome da empresa');
  });

  it.each(analysisInputs)('%s: without a name (founder first), no name asked for', async (task, input) => {
    const text = await prompt(task, input);
    expect(text).not.toMatch(/cite o nome da empresa|A empresa se chama/i);
    expect(text).toContain('O nome da empresa não foi informado');
  });

  it('every analysis task is covered', () => {
    const covered = analysisInputs.map(([task]) => task);
    for (const kind of ['business', 'founder', 'management', 'other'] as const)
      for (const task of analysisTasksOf(kind)) expect(covered).toContain(task);
  });

  it('the dossier asks to cite the name in the pitch only when it knows it', async () => {
    const named = await dossierInputFor();
    const { companyName: _name, ...unnamed } = named;
    const withName = await taskPrompt('dossier-resumo-executivo', named);
    const withoutName = await taskPrompt('dossier-resumo-executivo', unnamed);
    expect(withName.system).toContain('citando o nome da empresa');
    expect(withoutName.system).not.toMatch(/citando o nome da empresa|Cite o nome da empresa/);
    expect(withoutName.context).toContain('O nome da empresa não foi informado.');
  });
});

describe('the business analysis sizes the 12-month goal against the current revenue', () => {
  const input = inputFor('negocio', { ...negocioAnswers, meta_faturamento: 200000, ticket_medio: 500 });

  it('with the investor diagnostic’s revenue: the revenue, the growth the goal asks and the sales a month', async () => {
    const { user } = await taskPrompt('business-analysis', { ...input, monthlyRevenue: 116000 });
    expect(user).toContain(
      'Faturamento mensal atual (informado no Diagnóstico do Investidor): R$ 116.000,00.',
    );
    expect(user).toContain(
      'Meta de faturamento mensal em 12 meses: R$ 200.000,00, 1,7 vez(es) o atual (+72,4% no ano, cerca de 4,6% ao mês, composto).',
    );
    expect(user).toContain(
      'Ao ticket médio de R$ 500,00: hoje cerca de 232 vendas por mês; a meta pede cerca de 400 vendas por mês.',
    );
    expect(user).toContain('dimensione a meta de faturamento de 12 meses contra o faturamento atual');
  });

  it('without it: says it is unknown and does not ask to size the goal against it', async () => {
    const { user } = await taskPrompt('business-analysis', input);
    expect(user).toContain('Faturamento mensal atual: não informado');
    expect(user).not.toContain('contra o faturamento atual');
    expect(user).toContain('a meta pede cerca de 400 vendas por mês');
  });
});

describe('the dossier’s context carries the analyses’ findings whole', () => {
  it('a long executive summary and ten recommendations arrive whole, nothing cut', async () => {
    const input = await dossierInputFor();
    const summary = `${'A oficina cresce pela indicação e pela confiança no diagnóstico. '.repeat(30)}Fim do resumo.`;
    const recommendations = Array.from({ length: 10 }, (_, index) => `Recomendação ${index + 1} inteira.`);
    const business = {
      ...(input.businessAnalysis as object),
      resumo_executivo: summary,
      recomendacoes: recommendations,
    };
    const { context } = await taskPrompt(dossierTaskOf.resumo_executivo, {
      ...input,
      businessAnalysis: business,
    });
    expect(summary.length).toBeGreaterThan(1800);
    expect(context).toContain(summary);
    for (const item of recommendations) expect(context).toContain(item);
    const findings = context!.slice(
      context!.indexOf('# Análise do fundador'),
      context!.indexOf('<respostas'),
    );
    expect(findings).not.toContain('…');
  });
});

describe('English codes do not reach the prompts', () => {
  it('the plan’s context names the growth model and the stage in Portuguese', async () => {
    const input = await planAreaInputFor('Vendas');
    const sections = {
      ...input.sections,
      resumo_executivo: {
        ...(input.sections.resumo_executivo as object),
        estagio_atual: { fase: 'validacao', descricao: 'd' },
      },
      plano_estrategico: {
        ...(input.sections.plano_estrategico as object),
        modelo_crescimento: { tipo: 'slg', justificativa: 'j' },
      },
    };
    const { context, system } = await taskPrompt('action-plan-area', { ...input, sections });
    expect(context).toContain('tipo: Crescimento liderado por vendas');
    expect(context).toContain('fase: Validação');
    expect(context).not.toMatch(/\b(slg|plg|mlg|Sales-Led)\b/);
    expect(system).toContain('high = alta');
  });

  it('Genius shows the priorities and dates as the user reads them', async () => {
    const { context } = await taskPrompt('genius-reply', await geniusInputFor('E agora?'));
    expect(context).toContain('Área: Gestão; prioridade alta; prazo 10/12/2026; pendente.');
    expect(context).not.toMatch(/Prioridade: high|\bhigh\b|\bmedium\b|\blow\b/);
  });
});

describe('Genius: the plan, the numbers and a context the same on every turn', () => {
  it('the plan’s other tasks, compactly (the task’s own area first), and the founder’s numbers', async () => {
    const { context } = await taskPrompt('genius-reply', await geniusInputFor('Como começo?'));
    expect(context).toContain('# Outras tarefas do plano (3)');
    const lines = context!.split('\n');
    const first = lines.findIndex((line) => line.startsWith('# Outras tarefas'));
    expect(lines.slice(first + 1, first + 4)).toEqual([
      '- Definir a reunião mensal de resultados (Gestão; prioridade média; prazo 20/12/2026; pendente)',
      '- Publicar dois casos de pacientes por mês (Marketing; prioridade baixa; sem prazo; concluída)',
      '- Ligar para os orçamentos sem resposta (Vendas; prioridade alta; prazo 01/12/2026; pendente)',
    ]);
    expect(context).not.toContain(`- ${sampleTask.title} (`);
    expect(context).toContain('# Números informados pela pessoa');
    expect(context).toContain('- Faturamento mensal atual: R$ 85.000,00.');
    expect(context).toContain('- Meta de faturamento mensal em 12 meses: R$ 150.000,00.');
    expect(context).toContain('- Margem líquida: 12%.');
  });

  it('a long plan lists its first tasks and says how many more', async () => {
    const base = await geniusInputFor('Oi');
    const planTasks = Array.from({ length: 60 }, (_, index) => ({
      ...sampleTask,
      id: `t-${index}`,
      title: `Tarefa ${index}`,
    }));
    const { context } = await taskPrompt('genius-reply', { ...base, planTasks });
    expect(context).toContain(`- … e mais ${60 - GENIUS_OTHER_TASKS_MAX} tarefas.`);
  });

  it('two turns of one conversation: the same system and context, byte for byte', async () => {
    const base = await geniusInputFor('Como começo esta tarefa?');
    const first = await taskPrompt('genius-reply', base);
    const history = [
      { role: 'user' as const, content: 'Como começo esta tarefa?', at: '' },
      { role: 'assistant' as const, content: `${'Comece pelo painel. '.repeat(150)}`, at: '' },
    ];
    const second = await taskPrompt('genius-reply', {
      ...base,
      history,
      message: 'E quem revisa?'.repeat(100),
    });
    expect(second.system).toBe(first.system);
    expect(second.context).toBe(first.context);
    expect(second.history).toHaveLength(2);
  });

  it('a large dossier: every section stays, all at one level of detail, within the context’s size', async () => {
    const base = await geniusInputFor('Como começo?');
    const long = (text: string) => `${text} `.repeat(120);
    const sections = Object.fromEntries(
      Object.entries(base.sections).map(([key, content]) => [
        key,
        Object.fromEntries(
          Object.entries(content as Record<string, unknown>).map(([field, value]) => [
            field,
            typeof value === 'string' ? long(value) : value,
          ]),
        ),
      ]),
    );
    const prompt = await taskPrompt('genius-reply', { ...base, sections });
    expect(prompt.context!.length).toBeLessThanOrEqual(GENIUS_CONTEXT_MAX_CHARS);
    for (const title of [
      'Resumo Executivo',
      'Perfil do Fundador',
      'Raio-X do Negócio',
      'Análise de Mercado',
      'Perfil de Investidor',
      'Plano Estratégico',
    ])
      expect(prompt.context).toContain(`## ${title}`);
    const whole = [prompt.system, prompt.context, ...prompt.history!.map((turn) => turn.text), prompt.user];
    expect(whole.join('\n').length).toBeLessThanOrEqual(GENIUS_REQUEST_MAX_CHARS);
  });
});
