import { maturityLabel } from '../../contracts/analysis-data/common';
import type {
  ManagementArea,
  ManagementAreaName,
  ManagementAreas,
  ManagementOverview,
} from '../../contracts/analysis-data/management';
import type { AnswerSheet } from '../answers/answer-sheet';
import { companyNameOf, formatNumber, joinPt, quote } from '../answers/answer-sheet';
import { managementFacts, type AreaFacts, type ManagementFacts } from '../facts/management';
import { unique } from './signals';

/** What to do at a low level (≤ 2), a middle level (3) and a high level (≥ 4). */
type Recommendations = [string, string, string];

/** The recommendations of each area of the radar, per level band. */
const areaRecommendations: Record<ManagementAreaName, Recommendations> = {
  Produto: [
    'Documentar as etapas da entrega e definir um padrão mínimo de qualidade.',
    'Criar um ciclo mensal de feedback dos clientes que gere melhorias no produto.',
    'Evoluir o portfólio com base em dados de uso, satisfação e margem.',
  ],
  Canal: [
    'Escolher um canal de aquisição, com responsável e meta mensal.',
    'Tornar previsível um segundo canal e medir o custo por cliente de cada um.',
    'Otimizar o mix de canais pelo retorno de cada um.',
  ],
  Funil: [
    'Definir as etapas do funil e registrar todas as oportunidades em um CRM.',
    'Medir a conversão por etapa e criar uma cadência de follow-up.',
    'Tratar continuamente o gargalo do funil com metas por etapa.',
  ],
  Precificação: [
    'Calcular a margem de contribuição de cada produto antes de qualquer desconto.',
    'Criar uma política de descontos com limites e reajustes periódicos.',
    'Testar preços por segmento e monitorar o impacto na margem.',
  ],
  Mensuração: [
    'Escolher cinco indicadores essenciais e acompanhá-los todo mês.',
    'Consolidar os indicadores em um painel atualizado em data fixa.',
    'Desdobrar as metas por área e pessoa a partir do painel.',
  ],
  Conteúdo: [
    'Publicar conteúdo semanal que responda às dúvidas do cliente ideal.',
    'Montar um calendário editorial ligado às etapas do funil.',
    'Medir as oportunidades geradas pelo conteúdo e transformá-lo em canal previsível.',
  ],
};

/** An area of the radar: its level (functions/ai/facts) and its recommendations. */
interface AreaDefinition extends AreaFacts {
  recommendations: Recommendations;
}

/** The six areas with their computed levels, in the radar's order. */
const ratedAreas = (facts: ManagementFacts): AreaDefinition[] =>
  facts.areas.map((area) => ({
    ...area,
    recommendations: areaRecommendations[area.nome],
  }));

/** The description of a level: the bullet of the maturity question for that level, when there is one. */
function levelDescription(sheet: AnswerSheet, area: AreaDefinition, level: number): string {
  const bullets = sheet.get(area.maturityKey)?.question.metadata.bullet_points ?? [];
  const bullet = bullets[Math.max(1, Math.round(level)) - 1];
  const description = bullet?.split(':').slice(1).join(':').trim();
  return description
    ? `${description.charAt(0).toUpperCase()}${description.slice(1)}.`
    : `Nível ${level} de 5 (${maturityLabel(level)}).`;
}

/** Strengths, gaps and obstacles of an area from the other answers of its section. */
function areaFindings(sheet: AnswerSheet, area: AreaDefinition) {
  const pontosFortes: string[] = [];
  const gaps: string[] = [];
  const obstaculos: string[] = [];
  for (const item of sheet.section(area.key)) {
    if (item.key === area.maturityKey) continue;
    const { key, question } = item;
    switch (question.questionType) {
      case 'single_choice':
      case 'rating_stars': {
        const option = sheet.option(key);
        const scale = sheet.optionScale(key);
        if (!option || scale === undefined) break;
        (scale >= 0.5 ? pontosFortes : gaps).push(`${quote(option.text)}.`);
        break;
      }
      case 'yes_no': {
        const yes = sheet.yes(key);
        if (yes === undefined) break;
        const subject = question.text.replace(/\?$/, '');
        if (yes) pontosFortes.push(`Sim: ${subject}.`);
        else gaps.push(`Não: ${subject}.`);
        break;
      }
      case 'multiple_choice': {
        const texts = sheet.selectedTexts(key);
        if (texts.length === 0) break;
        (texts.length >= 3 ? pontosFortes : gaps).push(
          `${texts.length >= 3 ? 'Em prática' : 'Apenas'}: ${joinPt(texts.map(quote))}.`,
        );
        break;
      }
      case 'scale_1_to_10': {
        const value = sheet.number(key);
        if (value === undefined) break;
        (value >= 6 ? pontosFortes : gaps).push(`${question.text.replace(/\?$/, '')}: ${value}/10.`);
        break;
      }
      case 'open_text': {
        const text = sheet.text(key);
        if (text) obstaculos.push(`Relato do fundador: ${quote(text)}.`);
        break;
      }
      default:
        break;
    }
  }
  return { pontosFortes, gaps, obstaculos };
}

/** One analysed area of the radar. */
function analyseArea(sheet: AnswerSheet, area: AreaDefinition): ManagementArea {
  const level = area.nivel;
  const { pontosFortes, gaps, obstaculos } = areaFindings(sheet, area);
  const band = level <= 2 ? 0 : level < 4 ? 1 : 2;
  const recomendacoes = unique([
    area.recommendations[band],
    ...(band < 2 ? [area.recommendations[band + 1] ?? area.recommendations[band]] : []),
  ]);
  return {
    nome: area.nome,
    nivel_maturidade: level,
    titulo_maturidade: area.titulo,
    descricao_maturidade: levelDescription(sheet, area, level),
    pontos_fortes: pontosFortes,
    gaps,
    obstaculos,
    recomendacoes,
  };
}

/** Second step: the six areas. */
export function managementAreas(sheet: AnswerSheet): ManagementAreas {
  return {
    areas_analisadas: ratedAreas(managementFacts(sheet)).map((area) => analyseArea(sheet, area)),
    generatedLocally: true,
  };
}

const allRituals = [
  'Reunião semanal de acompanhamento de metas',
  'Reunião mensal de resultados (financeiro e comercial)',
  'Reuniões individuais (1:1) com os líderes',
  'Revisão trimestral de estratégia e prioridades',
];
const essentialIndicators = [
  'Faturamento',
  'Margem de lucro',
  'Fluxo de caixa',
  'Custo de aquisição de cliente (CAC)',
  'Taxa de conversão do funil',
];

/** First step: the overview (and the report variant's blocks) from the management answers. */
export function managementOverview(sheet: AnswerSheet): ManagementOverview {
  const company = companyNameOf(sheet);
  const Nome = company ? quote(company) : 'A empresa';
  const facts = managementFacts(sheet);
  const levels = ratedAreas(facts).map((area) => ({ area, level: area.nivel }));
  const media = formatNumber(facts.media);
  const nivel = facts.nivel;
  const order = (a: { level: number }, b: { level: number }) => a.level - b.level;
  const ascending = levels
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => order(a, b) || a.index - b.index);
  const descending = levels
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => b.level - a.level || a.index - b.index);
  const strongest = descending.slice(0, 2);
  const weakest = ascending.slice(0, 2);
  const describe = ({ area, level }: { area: AreaDefinition; level: number }) =>
    `${area.nome}: nível ${level} (${maturityLabel(level)})`;

  const planejamento = sheet.yes('planejamento_escrito');
  const prioridadesCompartilhadas = sheet.number('prioridades_compartilhadas');
  const prioridades = sheet.text('prioridades_12_meses');
  const teoria = sheet.text('teoria_vencer');
  const rituais = sheet.selectedTexts('rituais_existentes').filter((text) => text !== 'Nenhum ritual fixo');
  const estrutura = sheet.option('estrutura_lideranca');
  const capacidade = sheet.option('capacidade_execucao');
  const concluidas = sheet.number('iniciativas_concluidas');
  const obstaculo = sheet.text('obstaculo_execucao');
  const indicadores = sheet.selectedTexts('indicadores_acompanhados');
  const reclamacao = sheet.text('reclamacao_frequente');
  const canais = sheet.selectedTexts('canais_ativos');

  const clarezaScore = ((planejamento ? 1 : 0) + ((prioridadesCompartilhadas ?? 3) - 1) / 4) / 2;
  const clarezaNivel = clarezaScore >= 0.75 ? 'Alta' : clarezaScore >= 0.4 ? 'Média' : 'Baixa';

  const strengths = unique([
    ...strongest.map((item) => `${describe(item)}.`),
    ...(planejamento ? ['Visão, metas e prioridades registradas e conhecidas pela equipe.'] : []),
    ...(rituais.length >= 2 ? [`Rituais de gestão em prática: ${joinPt(rituais.map(quote))}.`] : []),
  ]);
  const weaknesses = unique([
    ...weakest.map((item) => `${describe(item)}.`),
    ...(planejamento === false
      ? ['Não há visão, metas e prioridades registradas que a equipe conheça.']
      : []),
    ...(rituais.length === 0 ? ['Nenhum ritual de gestão acontece com regularidade.'] : []),
  ]);
  const recommendations = unique([
    ...weakest.map(({ area, level }) => area.recommendations[level <= 2 ? 0 : level < 4 ? 1 : 2]),
    ...(rituais.length < 2 ? ['Instituir a reunião semanal de metas e a reunião mensal de resultados.'] : []),
  ]);
  const insights = unique([
    `Maturidade média de ${media} de 5 (${nivel}).`,
    ...(prioridades ? [`Prioridades declaradas para 12 meses: ${quote(prioridades)}.`] : []),
    ...(concluidas !== undefined
      ? [`${concluidas}% das iniciativas dos últimos seis meses foram concluídas.`]
      : []),
    ...(obstaculo ? [`O que mais impede a execução: ${quote(obstaculo)}.`] : []),
  ]);
  const fatoresInternos = unique([
    ...(estrutura ? [`Estrutura de liderança: ${quote(estrutura.text)}.`] : []),
    ...(capacidade ? [`Capacidade de execução: ${quote(capacidade.text)}.`] : []),
    ...(obstaculo ? [`Obstáculo à execução: ${quote(obstaculo)}.`] : []),
  ]);
  if (fatoresInternos.length === 0) fatoresInternos.push(`${describe(weakest[0] ?? levels[0]!)}.`);
  const fatoresExternos = unique([
    ...(reclamacao ? [`Voz do cliente: ${quote(reclamacao)}.`] : []),
    ...(canais.length > 0 ? [`Canais de aquisição em operação: ${joinPt(canais)}.`] : []),
    ...(teoria ? [`Como pretende vencer a concorrência: ${quote(teoria)}.`] : []),
  ]);
  if (fatoresExternos.length === 0)
    fatoresExternos.push('Mercado e concorrência a mapear no diagnóstico do negócio.');

  const weakestNames = weakest.map((item) => item.area.nome);
  const situacao = `${Nome} está no nível de maturidade de gestão ${nivel} (média ${media} de 5), com ${joinPt(
    strongest.map((item) => item.area.nome),
  )} mais desenvolvidos. A complicação está em ${joinPt(weakestNames)}${obstaculo ? `, e no que trava a execução: ${quote(obstaculo)}` : ''}.`;

  const missingRituals = allRituals.filter((ritual) => !rituais.includes(ritual));
  const missingIndicators = essentialIndicators.filter((indicator) => !indicadores.includes(indicator));
  const executionGaps = unique([
    ...(capacidade && capacidade.value <= 3 ? [`Execução: ${quote(capacidade.text)}.`] : []),
    ...(estrutura && estrutura.value <= 2 ? [`Liderança: ${quote(estrutura.text)}.`] : []),
    ...(concluidas !== undefined && concluidas < 60
      ? [`Só ${concluidas}% das iniciativas planejadas foram concluídas.`]
      : []),
  ]);

  return {
    resumo_executivo: `${Nome} está no nível de maturidade de gestão ${nivel}: ${joinPt(
      strongest.map(describe),
    )} se destacam, enquanto ${joinPt(weakest.map(describe))} pedem prioridade.`,
    summary: `Maturidade de gestão ${nivel} (${media}/5); prioridade em ${joinPt(weakestNames)}.`,
    strengths,
    weaknesses,
    recommendations,
    insights_importantes: insights,
    nivel_de_maturidade: nivel,
    fatores_internos: fatoresInternos,
    fatores_externos: fatoresExternos,
    entendimento_situacao: {
      situacao_complicacao: situacao,
      perguntas_responder: [
        `Como elevar ${weakestNames[0] ?? 'a área mais frágil'} ao próximo nível nos próximos 90 dias?`,
        'Quais rituais garantem que as prioridades saiam do papel?',
        'Quais indicadores a liderança vai acompanhar toda semana?',
      ],
    },
    clareza_estrategica: {
      nivel: clarezaNivel,
      visao_longo_prazo: prioridades
        ? quote(prioridades)
        : 'Prioridades de longo prazo ainda não registradas.',
      teoria_vencer: teoria ? quote(teoria) : 'Teoria de como vencer ainda não formulada.',
    },
    rituais_gestao: { existentes: rituais, recomendados: missingRituals.slice(0, 3) },
    indicadores: { atuais: indicadores, sugeridos: missingIndicators.slice(0, 3) },
    capacidade_execucao: {
      estrutura_atual: [
        estrutura ? quote(estrutura.text) : 'Estrutura de liderança não informada',
        capacidade ? `; capacidade de execução: ${quote(capacidade.text)}` : '',
        '.',
      ].join(''),
      gaps: executionGaps,
    },
    alavancas_crescimento: weakest.map(({ area, level }, index) => ({
      alavanca: `Elevar ${area.nome} do nível ${level} (${maturityLabel(level)})`,
      potencial: index === 0 ? ('alto' as const) : ('médio' as const),
      descricao: area.recommendations[level <= 2 ? 0 : level < 4 ? 1 : 2],
    })),
    obstaculos_remover: [
      ...(obstaculo
        ? [
            {
              obstaculo: quote(obstaculo),
              prioridade: 'alta' as const,
              solucao_sugerida: 'Tratar esse obstáculo na próxima reunião de liderança, com dono e prazo.',
            },
          ]
        : []),
      ...weakest.slice(0, 1).map(({ area, level }) => ({
        obstaculo: `${area.nome} no nível ${level} (${maturityLabel(level)})`,
        prioridade: (obstaculo ? 'média' : 'alta') as 'alta' | 'média',
        solucao_sugerida: area.recommendations[level <= 2 ? 0 : level < 4 ? 1 : 2],
      })),
    ],
    generatedLocally: true,
  };
}
