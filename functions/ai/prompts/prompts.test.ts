import { describe, expect, it } from 'vitest';
import { aiTaskNames, aiTasks } from '../tasks';
import { fundadorAnswers, gestaoAnswers, negocioAnswers } from '../testing/answer-sets';
import { inputFor } from '../testing/fixtures';
import { repairPrompt } from './repair';

const inputs = {
  'business-analysis': inputFor('negocio', negocioAnswers),
  'founder-analysis': inputFor('fundador', fundadorAnswers, { companyName: 'Odonto Pro' }),
  'founder-section': inputFor('fundador', fundadorAnswers, { sectionKey: 'riscos' }),
  'management-overview': inputFor('sistema-gestao', gestaoAnswers),
  'management-areas': inputFor('sistema-gestao', gestaoAnswers, { overview: { summary: 'Visão geral' } }),
} as const;

describe('prompts', () => {
  it.each(aiTaskNames)('%s: Portuguese instructions, JSON only, the user’s answers', (task) => {
    const prompt = aiTasks[task].prompt(inputs[task]);
    expect(prompt.system).toContain('Responda SOMENTE com um objeto JSON válido');
    expect(prompt.user).toMatch(/Respostas/);
    expect(prompt.user).toMatch(/ → /);
  });

  it('quotes the answers of the section only, for a founder section', () => {
    const prompt = aiTasks['founder-section'].prompt(inputs['founder-section']);
    expect(prompt.user).toContain(fundadorAnswers.maior_risco as string);
    expect(prompt.user).not.toContain(fundadorAnswers.vida_daqui_cinco_anos as string);
  });

  it('passes the overview to the areas step and the company name to the founder analysis', () => {
    expect(aiTasks['management-areas'].prompt(inputs['management-areas']).user).toContain('Visão geral');
    expect(aiTasks['founder-analysis'].prompt(inputs['founder-analysis']).user).toContain('Odonto Pro');
  });

  it('lists the problems in the repair request', () => {
    expect(repairPrompt(['pontos_fortes: obrigatório'])).toContain('- pontos_fortes: obrigatório');
  });
});
