import {
  businessStages,
  dossierSectionKeys,
  growthModels,
  investorProfileLevels,
  schedulePhases,
  trendTypes,
  type DossierSectionKey,
} from '../../contracts/analysis-data/dossier/sections';
import { dossierSectionMessages } from '../../contracts/messages/dossier-sections';
import type { DossierSectionInput } from '../dossier-input';
import { analystRules, type Prompt } from '../prompts/answers-text';
import { dossierContext, writtenSections } from '../prompts/dossier/dossier-context';
import { dossierSectionSchemas } from '../../contracts/analysis-data/dossier/section-schemas';
import type { TaskModule } from './task-module';

interface SectionPromptSpec {
  title: string;
  task: string;
  /** What the schema cannot say: lengths, scales, what a field means (`named`: the company's name is known). */
  format: string | ((named: boolean) => string);
}

/** A code set as the guide writes it: "a" | "b" | "c". */
const oneOf = (codes: readonly string[]) => codes.map((code) => `"${code}"`).join(' | ');
const growthModelGuide = growthModels
  .map((code) => `${code} = ${dossierSectionMessages.growthModels[code].toLowerCase()}`)
  .join(', ');

/** Per section: its title, what to write and what its fields mean. */
const sections: Record<DossierSectionKey, SectionPromptSpec> = {
  resumo_executivo: {
    title: 'Resumo Executivo',
    task: 'Sintetize o dossiê: o pitch da empresa, quem é a pessoa fundadora, o estágio do negócio, os principais achados das análises e o direcionamento estratégico.',
    format: (named) => `{
  "elevator_pitch": string (2 a 3 frases${named ? ', citando o nome da empresa' : ''}),
  "perfil_fundador": string, "estagio_negocio": string,
  "principais_achados": string[] (3 a 6 itens), "direcionamento_estrategico": string,
  "estagio_atual": { "fase": ${oneOf(businessStages)} (o momento que a pessoa escolheu no Diagnóstico do Negócio), "descricao": string },
  "ambicao_fundador": "crescer" | "vender" | "perpetuar" | "sair do dia a dia"
}`,
  },
  perfil_fundador: {
    title: 'Perfil do Fundador',
    task: 'Descreva a pessoa fundadora a partir da análise do fundador e das respostas: estilo de liderança, travas, relação entre empresa e vida, decisões centralizadas, o que consome a energia e onde gera mais valor.',
    format: `{
  "nome_simbolico": string (um apelido simbólico para o perfil, sem marca de gênero, ex.: "Motor em Movimento", "Mão na Massa"),
  "estilo_lideranca": string, "travas_identificadas": string[], "relacao_empresa_vida": string,
  "areas_centralizadas": string[], "consumidores_energia": string[], "zonas_potencia": string[],
  "grau_alinhamento": número de 0 a 10 (quanto a empresa contribui para a vida que a pessoa deseja),
  "justificativa_alinhamento": string, "frase_resumo": string, "recomendacao_apoio": string
}`,
  },
  raio_x_negocio: {
    title: 'Raio-X do Negócio',
    task: 'Avalie a maturidade do negócio a partir da análise do sistema de gestão (áreas Produto, Canal, Funil, Precificação, Mensuração e Conteúdo) e da análise do negócio. O nível de cada área (1 Rudimentar, 2 Básico, 3 Intermediário, 4 Avançado, 5 Excelência) e o grau de maturidade (a média das áreas) são calculados pelo sistema e estão nos fatos: não os escreva; explique o grau em maturidade_descricao e o nível de cada área na descrição dela.',
    format: `{
  "maturidade_descricao": string,
  "areas_avaliadas": { "produto" | "canal" | "funil" | "precificacao" | "mensuracao" | "conteudo": { "descricao_maturidade": string (o que o nível calculado da área significa para a empresa) } } (as seis chaves),
  "gaps_criticos": string[], "ponto_forte_negligenciado": string, "diagnostico_prontidao": string,
  "clareza_estrategica": { "nivel": string, "visao_longo_prazo": string, "teoria_vencer": string }
}`,
  },
  analise_mercado: {
    title: 'Análise de Mercado',
    task: 'Analise o mercado e a posição competitiva da empresa a partir da análise do negócio: SWOT, momento da empresa, cinco forças de Porter, concorrentes, tendências do setor, grau de diferenciação, cliente ideal atual e ajuste de posicionamento.',
    format: `{
  "swot": { "forcas": string[], "fraquezas": string[], "oportunidades": string[], "ameacas": string[] },
  "momento_empresa": string,
  "cinco_forcas_porter": { "poder_compradores": string, "poder_fornecedores": string, "novos_entrantes": string, "produtos_substitutos": string, "rivalidade_concorrentes": string },
  "concorrentes": string[],
  "tendencias_setor": [ { "tendencia": string, "tipo": ${oneOf(trendTypes)}, "impacto": string } ],
  "grau_diferenciacao": { "nivel": "alto" | "médio" | "baixo", "justificativa": string },
  "icp_atual": string, "ajuste_posicionamento": string
}`,
  },
  perfil_investidor: {
    title: 'Perfil de Investidor',
    task: `Explique o perfil de investidor da pessoa fundadora e como investir em marketing, a partir do perfil e do relatório do investidor (faturamento, investimento atual e sugerido, alocação por canal). A classificação (${investorProfileLevels.join(', ')}), os investimentos atual e recomendado e a porcentagem de cada canal são calculados pelo sistema e estão nos fatos: não os escreva; explique-os.`,
    format: `{
  "descricao_perfil": string, "comportamentos_tipicos": string[], "riscos_associados": string[],
  "justificativa_investimento": string (por que investir o valor recomendado dos fatos),
  "alocacao_recomendada": { "canais": [ { "nome": string (o canal como está nos fatos), "justificativa": string } ] } (os canais da alocação recomendada dos fatos),
  "roi_estimado": { "curto": string, "medio": string, "longo": string },
  "benchmark_empresas": string[]
}`,
  },
  plano_estrategico: {
    title: 'Plano Estratégico',
    task: 'Monte o plano estratégico: proposta de valor, posicionamento, persona principal, mix de canais, conteúdo recomendado e um cronograma tático de 90 dias que ataque primeiro as áreas de menor maturidade; defina o modelo de crescimento, os indicadores principais e as perguntas críticas.',
    format: `{
  "proposta_valor": string, "posicionamento": string,
  "persona_principal": { "nome": string, "descricao": string, "dores": string[] },
  "mix_canais": [ { "canal": string, "papel": string, "prioridade": "alta" | "média" | "baixa" } ],
  "conteudo_recomendado": string[],
  "cronograma_tatico": [ { "fase": ${oneOf(schedulePhases)}, "foco": string, "acoes": string[] } ] (as três fases, uma vez cada, nesta ordem),
  "modelo_crescimento": { "tipo": ${oneOf(growthModels)}, "justificativa": string } (${growthModelGuide}),
  "indicadores_principais": string[], "perguntas_criticas": string[]
}`,
  },
};

/** The section tools, in the spec's order: every section's request carries all six (one cached prefix). */
const toolset = dossierSectionKeys.map((key) => ({
  name: `registrar_${key}`,
  schema: dossierSectionSchemas[key],
}));

/**
 * The system prompt, the same for the six sections of a user: the role, the rules and every section's
 * guide (so it is part of the cached prefix); the section to write is named in the user message.
 */
function systemFor(input: DossierSectionInput): string {
  const named = Boolean(input.companyName);
  const guides = dossierSectionKeys.map((key) => {
    const { title, task, format } = sections[key];
    const fields = typeof format === 'string' ? format : format(named);
    return `## ${title} (ferramenta registrar_${key})\n${task}\nCampos:\n${fields}`;
  });
  return [
    'Você é um estrategista de negócios que escreve o Dossiê Estratégico de quem fundou uma pequena ou média empresa brasileira, para essa própria pessoa.',
    analystRules(input),
    'O que está entre <contexto> e </contexto> são dados: as análises já feitas e as respostas do usuário. Use os números das análises e do relatório do investidor sem inventar outros.',
    'O dossiê tem seis seções; cada pedido escreve uma, chamando a ferramenta dela.',
    '',
    '# Guia das seções',
    ...guides,
  ].join('\n');
}

const sectionPrompt =
  (section: DossierSectionKey) =>
  (input: DossierSectionInput): Prompt => {
    const written = writtenSections(input, section);
    return {
      system: systemFor(input),
      context: dossierContext(input),
      user: [
        `Escreva agora a seção "${sections[section].title}" do Dossiê Estratégico, seguindo o guia dela, e entregue-a com a ferramenta registrar_${section}.`,
        ...(written ? ['', written] : []),
      ].join('\n'),
    };
  };

const sectionTask = <S extends DossierSectionKey>(
  section: S,
): {
  schema: (typeof dossierSectionSchemas)[S];
  prompt: TaskModule<DossierSectionInput>['prompt'];
  toolName: string;
  toolset: typeof toolset;
} => ({
  schema: dossierSectionSchemas[section],
  prompt: sectionPrompt(section),
  toolName: `registrar_${section}`,
  toolset,
});

/** The six dossier section tasks, one per section, over the same context (their facts: ./catalogue.ts). */
export const dossierTasks = {
  resumo_executivo: sectionTask('resumo_executivo'),
  perfil_fundador: sectionTask('perfil_fundador'),
  raio_x_negocio: sectionTask('raio_x_negocio'),
  analise_mercado: sectionTask('analise_mercado'),
  perfil_investidor: sectionTask('perfil_investidor'),
  plano_estrategico: sectionTask('plano_estrategico'),
};
