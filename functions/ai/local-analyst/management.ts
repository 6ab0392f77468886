import { maturityLabel } from '../../contracts/analysis-data/common';
import type {
  ManagementAreaName,
  ManagementAreas,
  ManagementOverview,
} from '../../contracts/analysis-data/management';
import type { AnswerSheet } from '../answers/answer-sheet';
import { companyNameOf, formatNumber, joinPt } from '../answers/answer-sheet';
import { plural } from '../../domain/portuguese';
import { managementFacts, type AreaFacts, type ManagementFacts } from '../facts/management';
import {
  areaMeanings,
  areaOfPriority,
  countWords,
  obstacleTheme,
  priorityItems,
  readAnswer,
  wholeQuote,
} from './management-readings';
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
    : `Nível ${formatNumber(level)} de 5 (${maturityLabel(level)}).`;
}

/** Strengths, gaps and obstacles of an area from the other answers of its section, in the analyst's words. */
function areaFindings(sheet: AnswerSheet, area: AreaDefinition) {
  const pontosFortes: string[] = [];
  const gaps: string[] = [];
  const obstaculos: string[] = [];
  for (const item of sheet.section(area.key)) {
    if (item.key === area.maturityKey) continue;
    if (item.question.questionType === 'open_text') {
      const text = sheet.text(item.key);
      if (!text) continue;
      const quoted = wholeQuote(text);
      obstaculos.push(
        item.key === 'reclamacao_frequente'
          ? quoted
            ? `O pedido mais frequente dos clientes, nas palavras de quem respondeu: ${quoted}`
            : 'Os clientes têm um pedido recorrente registrado no diagnóstico: vale tratá-lo como prioridade de produto.'
          : (quoted ?? 'Há um relato registrado no diagnóstico sobre esta área.'),
      );
      continue;
    }
    const reading = readAnswer(sheet, item.key);
    if (reading) (reading.kind === 'forte' ? pontosFortes : gaps).push(reading.text);
  }
  return { pontosFortes, gaps, obstaculos };
}

/** One analysed area of the radar. */
function analyseArea(sheet: AnswerSheet, area: AreaDefinition): ManagementAreas['areas_analisadas'][number] {
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

/** The band of a level: low (≤ 2), middle (3), high (≥ 4). */
const bandOf = (level: number) => (level <= 2 ? 0 : level < 4 ? 1 : 2);

const levelText = (area: AreaDefinition) =>
  `${area.nome} no nível ${formatNumber(area.nivel)} (${maturityLabel(area.nivel)})`;

/**
 * The areas from the weakest to the strongest; among equal levels, the area of the user's first stated
 * priority comes first, then the radar's order.
 */
export function rankAreas<Area extends { nome: ManagementAreaName; nivel: number }>(
  areas: readonly Area[],
  firstPriority: string | undefined,
): Area[] {
  const focus = firstPriority ? areaOfPriority(firstPriority) : undefined;
  return areas
    .map((area, index) => ({ area, index }))
    .sort(
      (a, b) =>
        a.area.nivel - b.area.nivel ||
        Number(b.area.nome === focus) - Number(a.area.nome === focus) ||
        a.index - b.index,
    )
    .map(({ area }) => area);
}

/**
 * The strengths and the gaps, never the same area in both: strengths are the areas at level 3 or more
 * above the weakest level; gaps are the two weakest areas below level 4 that are not strengths.
 */
export function splitAreas<Area extends { nome: ManagementAreaName; nivel: number }>(
  ranked: readonly Area[],
): { strongest: Area[]; weakest: Area[] } {
  const lowest = ranked[0]?.nivel ?? 0;
  const strongest = [...ranked]
    .reverse()
    .filter((area) => area.nivel >= 3 && area.nivel > lowest)
    .slice(0, 2);
  const weakest = ranked.filter((area) => area.nivel < 4 && !strongest.includes(area)).slice(0, 2);
  return { strongest, weakest };
}

/** First step: the overview (and the report variant's blocks) from the management answers. */
export function managementOverview(sheet: AnswerSheet): ManagementOverview {
  const company = companyNameOf(sheet);
  const nome = company ?? 'a empresa';
  const facts = managementFacts(sheet);
  const areas = ratedAreas(facts);
  const media = formatNumber(facts.media);
  const nivel = facts.nivel;

  const planejamento = sheet.yes('planejamento_escrito');
  const prioridadesCompartilhadas = sheet.number('prioridades_compartilhadas');
  const prioridades = sheet.text('prioridades_12_meses');
  const items = priorityItems(prioridades);
  const teoria = sheet.text('teoria_vencer');
  const rituais = sheet.selectedTexts('rituais_existentes').filter((text) => text !== 'Nenhum ritual fixo');
  const estrutura = sheet.option('estrutura_lideranca');
  const capacidade = sheet.option('capacidade_execucao');
  const estruturaText = readAnswer(sheet, 'estrutura_lideranca')?.text;
  const capacidadeText = readAnswer(sheet, 'capacidade_execucao')?.text;
  const concluidas = sheet.number('iniciativas_concluidas');
  const obstaculo = sheet.text('obstaculo_execucao');
  const obstaculoTema = obstacleTheme(obstaculo);
  const indicadores = sheet.selectedTexts('indicadores_acompanhados');
  const reclamacao = sheet.text('reclamacao_frequente');
  const canais = sheet.selectedTexts('canais_ativos');

  const ranked = rankAreas(areas, items[0]);
  const { strongest, weakest } = splitAreas(ranked);
  const gapsOrLowest = weakest.length > 0 ? weakest : ranked.slice(0, 1);
  const weakestNames = gapsOrLowest.map((area) => area.nome);
  const priorityArea = items[0] ? areaOfPriority(items[0]) : undefined;

  const clarezaScore = ((planejamento ? 1 : 0) + ((prioridadesCompartilhadas ?? 3) - 1) / 4) / 2;
  const clarezaNivel = clarezaScore >= 0.75 ? 'Alta' : clarezaScore >= 0.4 ? 'Média' : 'Baixa';

  const strengths = unique([
    ...strongest.map((area) => `${levelText(area)}: ${areaMeanings[area.nome].enables}.`),
    ...(planejamento ? ['Visão, metas e prioridades estão escritas e a equipe as conhece.'] : []),
    ...(rituais.length >= 2
      ? [
          `A gestão já tem ${plural(rituais.length, 'ritual fixo', 'rituais fixos')}, base para acompanhar o plano.`,
        ]
      : []),
  ]);
  if (strengths.length === 0)
    strengths.push(
      'Nenhuma área se destaca das demais: a base é homogênea, o que facilita escolher por onde começar.',
    );
  const weaknesses = unique([
    ...weakest.map((area) => `${levelText(area)}: enquanto não subir, ${areaMeanings[area.nome].blocks}.`),
    ...(planejamento === false ? ['Não há visão, metas e prioridades escritas que a equipe conheça.'] : []),
    ...(rituais.length === 0 ? ['Nenhum ritual de gestão acontece com regularidade.'] : []),
  ]);
  if (weaknesses.length === 0)
    weaknesses.push('Nenhuma área está abaixo do nível 4: o risco é perder a consistência.');
  const recommendations = unique([
    ...gapsOrLowest.map((area) => area.recommendations[bandOf(area.nivel)]),
    ...(rituais.length < 2 ? ['Instituir a reunião semanal de metas e a reunião mensal de resultados.'] : []),
  ]);
  const insights = unique([
    `Maturidade da gestão, média das seis áreas: ${media} de 5 (${nivel}): ${
      strongest.length > 0
        ? `${joinPt(strongest.map((area) => area.nome))} ${strongest.length === 1 ? 'puxa' : 'puxam'} a média para cima`
        : 'as áreas estão em níveis parecidos'
    }, e ${joinPt(weakestNames)} ${weakestNames.length === 1 ? 'segura' : 'seguram'} o resto.`,
    ...(items[0]
      ? [
          priorityArea && weakestNames.includes(priorityArea)
            ? `A primeira prioridade declarada para os próximos 12 meses, ${items[0]}, ataca exatamente ${priorityArea}, uma das áreas mais frágeis: é por ela que o plano deve começar.`
            : `A primeira prioridade declarada para os próximos 12 meses é ${items[0]}${priorityArea ? `, ligada a ${priorityArea}` : ''}.`,
        ]
      : []),
    ...(concluidas !== undefined
      ? [
          concluidas < 60
            ? `Só ${concluidas}% das iniciativas dos últimos seis meses foram concluídas: o gargalo não é saber o que fazer, é terminar.`
            : `${concluidas}% das iniciativas dos últimos seis meses foram concluídas.`,
        ]
      : []),
  ]);
  const fatoresInternos = unique([
    ...(obstaculoTema ? [`O que mais trava a execução: ${obstaculoTema}.`] : []),
    ...strongest
      .slice(0, 1)
      .map(
        (area) =>
          `A área de ${area.nome}, bem estruturada, é um recurso interno: o método que funciona ali pode servir de modelo para as outras áreas.`,
      ),
    ...(rituais.length === 0 && !obstaculoTema
      ? ['Sem reuniões fixas, as decisões se perdem entre uma urgência e outra.']
      : []),
  ]);
  if (fatoresInternos.length === 0)
    fatoresInternos.push(`${levelText(gapsOrLowest[0] ?? areas[0]!)} é a principal limitação interna.`);
  const fatoresExternos = unique([
    ...(reclamacao
      ? [
          'Os clientes têm um pedido recorrente (registrado na área de Produto): é o mercado dizendo onde melhorar.',
        ]
      : []),
    ...(canais.length > 0
      ? [
          `A empresa capta clientes por ${countWords(canais.length, 'canal', 'canais')} (${joinPt(
            canais.map((canal) => canal.toLowerCase()),
          )}); depender de poucos canais deixa a receita exposta a mudanças de cada um.`,
        ]
      : []),
  ]);
  if (fatoresExternos.length === 0)
    fatoresExternos.push('Mercado e concorrência a mapear no diagnóstico do negócio.');

  const situacao = `A maturidade da gestão de ${nome} está no nível ${nivel} (média das seis áreas: ${media} de 5)${
    strongest.length > 0
      ? `, com ${joinPt(strongest.map((area) => area.nome))} à frente das demais áreas`
      : ''
  }. A complicação está em ${joinPt(weakestNames)}${
    concluidas !== undefined && concluidas < 60
      ? ', e na execução, que hoje não acompanha o que é decidido'
      : ''
  }.`;

  const missingRituals = allRituals.filter((ritual) => !rituais.includes(ritual));
  const missingIndicators = essentialIndicators.filter((indicator) => !indicadores.includes(indicator));
  const executionGaps = unique([
    ...(capacidade && capacidade.value <= 3
      ? ['Falta acompanhar os prazos das iniciativas toda semana, para que atrasos não virem rotina.']
      : []),
    ...(estrutura && estrutura.value <= 2
      ? ['Falta dar a quem é referência na equipe autonomia formal para decidir sem esperar aprovação.']
      : []),
    ...(concluidas !== undefined && concluidas < 60
      ? [`Só ${concluidas}% das iniciativas planejadas foram concluídas.`]
      : []),
  ]);
  const quotedObstacle = obstaculo ? wholeQuote(obstaculo) : undefined;

  return {
    resumo_executivo: `A maturidade da gestão de ${nome} está no nível ${nivel} (média das seis áreas: ${media} de 5). ${
      strongest.length > 0
        ? `${joinPt(strongest.map(levelText))} ${strongest.length === 1 ? 'é a base' : 'são a base'} a aproveitar; `
        : ''
    }${joinPt(gapsOrLowest.map(levelText))} ${gapsOrLowest.length === 1 ? 'pede' : 'pedem'} prioridade.`,
    summary: `Maturidade da gestão no nível ${nivel} (média ${media} de 5); prioridade em ${joinPt(weakestNames)}.`,
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
        `Como levar ${weakestNames[0] ?? 'a área mais frágil'} ao próximo nível nos próximos 90 dias?`,
        'Quais rituais garantem que as prioridades saiam do papel?',
        'Quais indicadores a liderança vai acompanhar toda semana?',
      ],
    },
    clareza_estrategica: {
      nivel: clarezaNivel,
      visao_longo_prazo: prioridades
        ? (wholeQuote(prioridades) ?? `Prioridades para 12 meses: ${joinPt(items)}.`)
        : 'Prioridades de longo prazo ainda não registradas.',
      teoria_vencer: teoria
        ? (wholeQuote(teoria) ?? 'Teoria de como vencer registrada no diagnóstico.')
        : 'Teoria de como vencer ainda não formulada.',
    },
    rituais_gestao: { existentes: rituais, recomendados: missingRituals.slice(0, 3) },
    indicadores: { atuais: indicadores, sugeridos: missingIndicators.slice(0, 3) },
    capacidade_execucao: {
      estrutura_atual:
        [estruturaText, capacidadeText].filter(Boolean).join(' ') || 'Estrutura de liderança não informada.',
      gaps: executionGaps,
    },
    alavancas_crescimento: gapsOrLowest.map((area, index) => ({
      alavanca: `Elevar ${area.nome} do nível ${formatNumber(area.nivel)} (${maturityLabel(area.nivel)})`,
      potencial: index === 0 ? ('alto' as const) : ('médio' as const),
      descricao: area.recommendations[bandOf(area.nivel)],
    })),
    obstaculos_remover: [
      ...(obstaculo
        ? [
            {
              obstaculo:
                quotedObstacle ??
                `${(obstaculoTema ?? 'O obstáculo à execução registrado no diagnóstico').replace(/^./, (c) => c.toUpperCase())}.`,
              prioridade: 'alta' as const,
              solucao_sugerida: obstaculoTema?.startsWith('as decisões e os projetos dependem de você')
                ? 'Escolher uma pessoa de referência para tocar um projeto por vez, com prazo e autonomia para decidir o dia a dia dele.'
                : 'Tratar esse obstáculo na próxima reunião de liderança, com responsável e prazo.',
            },
          ]
        : []),
      ...gapsOrLowest.slice(0, 1).map((area) => ({
        obstaculo: `${levelText(area)}`,
        prioridade: (obstaculo ? 'média' : 'alta') as 'alta' | 'média',
        solucao_sugerida: area.recommendations[bandOf(area.nivel)],
      })),
    ],
    generatedLocally: true,
  };
}
