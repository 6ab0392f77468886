import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelPortMessages } from '../contracts/messages/model-port';
import { localModelPort } from './local-adapter';
import { modelPort, useModelPort } from './model-port';
import { aiTaskNames, type AiTaskInput, type AiTaskName, loadTask } from './tasks';
import { fundadorAnswers, gestaoAnswers, negocioAnswers } from './testing/answer-sets';
import { dossierInputFor } from './testing/dossier-fixtures';
import { inputFor } from './testing/fixtures';
import { geniusInputFor, planAreaInputFor } from './testing/plan-fixtures';
import { websiteInputFor } from './testing/website-fixtures';
import { instagramInputFor } from './testing/instagram-fixtures';
import { earlyMarketingAnswers, genericInputFor, marketingQuestionnaire } from './testing/generic-fixtures';

const dossierInput = await dossierInputFor();
const inputs: { [T in AiTaskName]: AiTaskInput<T> } = {
  'business-analysis': inputFor('negocio', negocioAnswers),
  'founder-analysis': inputFor('fundador', fundadorAnswers),
  'founder-section': inputFor('fundador', fundadorAnswers, { sectionKey: 'riscos' }),
  'management-overview': inputFor('sistema-gestao', gestaoAnswers),
  'management-areas': inputFor('sistema-gestao', gestaoAnswers),
  'generic-analysis': genericInputFor(marketingQuestionnaire, earlyMarketingAnswers),
  'dossier-resumo-executivo': dossierInput,
  'dossier-perfil-fundador': dossierInput,
  'dossier-raio-x-negocio': dossierInput,
  'dossier-analise-mercado': dossierInput,
  'dossier-perfil-investidor': dossierInput,
  'dossier-plano-estrategico': dossierInput,
  'action-plan-area': await planAreaInputFor(),
  'genius-reply': await geniusInputFor('Como começo esta tarefa?'),
  'website-analysis': await websiteInputFor(),
  'instagram-recommendations': instagramInputFor(),
};

describe('local model port', () => {
  it.each(aiTaskNames)('%s: output passes the task schema and is marked local', async (task) => {
    const output = await localModelPort().generate(task, inputs[task]);
    expect((await loadTask(task)).schema.safeParse(output).success).toBe(true);
    expect(output).toMatchObject({ generatedLocally: true });
  });

  it('has the notice text in the catalogue', () => {
    expect(modelPortMessages.generatedLocally).toBe('Conteúdo gerado localmente, sem IA');
  });
});

describe('modelPort()', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    useModelPort(undefined);
  });

  it('is Bedrock unless another port is installed, and the installed one afterwards', async () => {
    vi.stubEnv('TABLE_NAME', 't');
    vi.stubEnv('USER_POOL_ID', 'p');
    vi.stubEnv('USER_POOL_CLIENT_ID', 'c');
    expect(modelPort().name).toBe('bedrock');
    expect(modelPort()).toBe(modelPort());
    const local = localModelPort();
    const generate = vi.spyOn(local, 'generate');
    useModelPort(local);
    expect(modelPort().name).toBe('local');
    expect(modelPort()).toBe(modelPort());
    // The installed port answers behind the request's paywall (outside a request: at once).
    await modelPort()
      .generate('genius-reply', {} as never)
      .catch(() => undefined);
    expect(generate).toHaveBeenCalledOnce();
  });
});
