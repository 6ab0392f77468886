import { describe, expect, it } from 'vitest';
import { dossierSectionSchemas } from '../../contracts/analysis-data/dossier/section-schemas';
import { dossierInvestorProfile } from '../dossier-input';
import { aiTaskNames, aiTasks, dossierTaskOf, taskPrompt, type AiTaskInput, type AiTaskName } from '../tasks';
import { fundadorAnswers, gestaoAnswers, negocioAnswers } from '../testing/answer-sets';
import { dossierInputFor } from '../testing/dossier-fixtures';
import { inputFor } from '../testing/fixtures';
import { repairPrompt } from './repair';
import { geniusInputFor, planAreaInputFor } from '../testing/plan-fixtures';
import { websiteInputFor } from '../testing/website-fixtures';

const dossierInput = await dossierInputFor();
const inputs: { [T in AiTaskName]: AiTaskInput<T> } = {
  'business-analysis': inputFor('negocio', negocioAnswers),
  'founder-analysis': inputFor('fundador', fundadorAnswers, { companyName: 'Odonto Pro' }),
  'founder-section': inputFor('fundador', fundadorAnswers, { sectionKey: 'riscos' }),
  'management-overview': inputFor('sistema-gestao', gestaoAnswers),
  'management-areas': inputFor('sistema-gestao', gestaoAnswers, { overview: { summary: 'Visão geral' } }),
  'dossier-resumo-executivo': dossierInput,
  'dossier-perfil-fundador': dossierInput,
  'dossier-raio-x-negocio': dossierInput,
  'dossier-analise-mercado': dossierInput,
  'dossier-perfil-investidor': dossierInput,
  'dossier-plano-estrategico': dossierInput,
  'action-plan-area': await planAreaInputFor('Vendas'),
  'genius-reply': await geniusInputFor('Como começo esta tarefa?'),
  'website-analysis': await websiteInputFor(),
};

describe('prompts', () => {
  it('action plan: one area’s tasks, the count asked for, the other areas named, the dossier, through the result tool', async () => {
    const prompt = await taskPrompt('action-plan-area', inputs['action-plan-area']);
    expect(prompt.system).toContain('chamando a ferramenta registrar_resultado');
    expect(prompt.user).toContain(
      'O plano tem 3 área(s), nesta ordem: Marketing, Vendas, Gestão; 3 tarefa(s) por área',
    );
    expect(prompt.user).toContain(
      'Escreva agora somente as tarefas da área "Vendas": exatamente 3 tarefa(s).',
    );
    expect(prompt.user).toContain('As áreas Marketing, Gestão terão as suas próprias tarefas');
    expect(prompt.user).toContain('Clínica Digital Odonto');
    expect(prompt.user).toContain('cronograma_tatico');
    expect(prompt.user).not.toContain('"title": string (o nome do plano');
  });

  it('Genius: the task and its 5W2H, the company, the history, then the message', async () => {
    const input = { ...inputs['genius-reply'], history: [{ role: 'user' as const, content: 'Oi', at: '' }] };
    const prompt = await taskPrompt('genius-reply', input);
    expect(prompt.system).toContain('sem JSON');
    expect(prompt.user).toContain('# Tarefa: Montar o painel dos indicadores principais');
    expect(prompt.user).toContain('- Quem: Ana Souza, gerente administrativa');
    expect(prompt.user).toContain('Usuário: Oi');
    expect(prompt.user.trimEnd().endsWith('Como começo esta tarefa?')).toBe(true);
  });

  it('website: the measured facts and the checks, never the claims it cannot trace', async () => {
    const prompt = await taskPrompt('website-analysis', inputs['website-analysis']);
    expect(prompt.system).toContain('somente a partir desses fatos');
    expect(prompt.user).toContain('# Site analisado: http://127.0.0.1:8080/');
    expect(prompt.user).toContain('"withoutAltSamples":["/bolo-morango.svg"]');
    expect(prompt.user).toContain('"verificacao":"viewport","atendido":0');
  });

  const notOverAnswers: AiTaskName[] = ['action-plan-area', 'genius-reply', 'website-analysis'];
  const overAnswers = aiTaskNames.filter((task) => !notOverAnswers.includes(task));
  it.each(overAnswers)(
    '%s: Portuguese instructions, through the result tool, the user’s answers',
    async (task) => {
      const prompt = await taskPrompt(task, inputs[task]);
      expect(prompt.system).toContain('chamando a ferramenta registrar_resultado');
      expect(prompt.user).toMatch(/Respostas/);
      expect(prompt.user).toMatch(/ → /);
    },
  );

  it('quotes the answers of the section only, for a founder section', async () => {
    const prompt = await taskPrompt('founder-section', inputs['founder-section']);
    expect(prompt.user).toContain(fundadorAnswers.maior_risco as string);
    expect(prompt.user).not.toContain(fundadorAnswers.vida_daqui_cinco_anos as string);
  });

  it('passes the overview to the areas step and the company name to the founder analysis', async () => {
    expect((await taskPrompt('management-areas', inputs['management-areas'])).user).toContain('Visão geral');
    expect((await taskPrompt('founder-analysis', inputs['founder-analysis'])).user).toContain('Odonto Pro');
  });

  it('does not ask the model for the founder report a second time as Markdown', async () => {
    expect((await taskPrompt('founder-analysis', inputs['founder-analysis'])).user).not.toContain(
      'markdown_original',
    );
  });

  it('lists the problems in the repair request', async () => {
    expect(repairPrompt(['pontos_fortes: obrigatório'])).toContain('- pontos_fortes: obrigatório');
  });
});

describe('dossier section prompts', () => {
  it.each(Object.values(dossierTaskOf))(
    '%s: the company, the investor profile, the analyses and the section’s own fields',
    async (task) => {
      const { user } = await taskPrompt(task, dossierInput);
      expect(user).toContain('A empresa se chama "Clínica Digital Odonto".');
      expect(user).toContain(`Perfil de investidor: ${dossierInput.investorProfile.profile}`);
      expect(user).toContain('# Análise do sistema de gestão');
      expect(user).toContain(negocioAnswers.dor_principal as string);
      const section = aiTasks[task].dossierSection;
      const field = Object.keys(dossierSectionSchemas[section].shape).find(
        (key) => key !== 'generatedLocally',
      );
      expect(user).toContain(`"${field}"`);
    },
  );

  it('shows the sections generated so far, except the one being written, and the profile’s fallback error', async () => {
    const input = {
      ...dossierInput,
      investorReport: null,
      investorProfile: dossierInvestorProfile(null),
      sections: {
        resumo_executivo: { elevator_pitch: 'Pitch anterior' },
        perfil_fundador: { frase_resumo: 'Frase' },
      },
    };
    const { user } = await taskPrompt('dossier-perfil-fundador', input);
    expect(user).toContain('Pitch anterior');
    expect(user).not.toContain('Frase');
    expect(user).toContain('Erro ao calcular perfil: relatório do perfil de investidor não encontrado');
    expect(user).toContain('Perfil de investidor: Moderado (pontuação 0 de 100');
  });
});
