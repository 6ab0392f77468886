import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { pdfExportMessages } from '@contracts/messages/pdf-export';
import type { BusinessAnalysisRead } from '@contracts/analysis-data/business-analysis';
import type { FounderAnalysisRead } from '@contracts/analysis-data/founder-analysis';
import {
  managementOverviewReadSchema,
  type ManagementArea,
  type ManagementOverviewRead,
} from '@contracts/analysis-data/management';
import { maturityLabel, scoreLabel } from '@contracts/analysis-data/common';
import { averageMaturity, byLowestMaturity } from '../maturity';
import {
  InsufficientDataError,
  bullets,
  paragraph,
  reportDocument,
  section,
  subheading,
  type PdfContent,
  type PdfDocument,
  type ReportMeta,
} from '../../../lib/pdf/document';

const pdf = pdfExportMessages;
const screens = analysisScreensMessages;

const hasText = (value: string) => value.trim() !== '';
const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/** Business analysis report ('Análise de Diagnóstico de Negócio'). */
export function businessReportDefinition(data: BusinessAnalysisRead | null, meta: ReportMeta): PdfDocument {
  const t = screens.business;
  if (
    !data ||
    (!hasText(data.resumo_executivo) && data.pontos_fortes.length === 0 && data.recomendacoes.length === 0)
  )
    throw new InsufficientDataError();
  const swot = data.analise_swot;
  const forceKeys = Object.keys(t.forces) as (keyof typeof t.forces)[];
  const content: PdfContent[] = [
    ...section(t.executiveSummary, [
      ...(hasText(data.nivel_de_maturidade)
        ? [
            {
              text: [{ text: `${t.maturity}: `, bold: true }, data.nivel_de_maturidade],
              margin: [0, 0, 0, 2],
            },
            { text: t.maturityHint, fontSize: 9, color: '#555555', margin: [0, 0, 0, 6] },
          ]
        : []),
      ...paragraph(data.resumo_executivo),
    ]),
    ...section(t.strengths, bullets(data.pontos_fortes)),
    ...section(t.weaknesses, bullets(data.pontos_fracos)),
    ...section(
      t.swot,
      [
        ...bullets(swot.forcas, t.swotStrengths),
        ...bullets(swot.fraquezas, t.swotWeaknesses),
        ...bullets(swot.oportunidades, t.swotOpportunities),
        ...bullets(swot.ameacas, t.swotThreats),
        ...subheading(t.strategicRecommendation, swot.recomendacao_estrategica),
      ],
      { pageBreak: true },
    ),
    ...section(
      t.fiveForces,
      forceKeys.flatMap((key) => subheading(t.forces[key], data.cinco_forcas_porter[key])),
    ),
    ...section(t.idealCustomer, [
      ...subheading(t.customer, data.cliente_ideal_proposta.cliente_ideal),
      ...subheading(t.valueProposition, data.cliente_ideal_proposta.proposta_valor),
      ...subheading(t.customers, data.clientes),
      ...subheading(t.competitors, data.concorrentes),
    ]),
    ...section(t.growthIdeas, [
      ...bullets(data.ideias_crescimento.hipoteses_crescimento, t.growthHypotheses),
      ...subheading(t.theoryOfWinning, data.ideias_crescimento.teoria_vencer),
    ]),
    ...section(t.situation, [
      ...subheading(t.situationComplication, data.entendimento_situacao.situacao_complicacao),
      ...bullets(data.entendimento_situacao.perguntas_responder, t.questions),
    ]),
    ...section(t.obstacles, bullets(data.obstaculos), { pageBreak: true }),
    ...section(t.keyInsights, bullets(data.insights_importantes)),
    ...section(t.recommendations, bullets(data.recomendacoes)),
  ];
  return reportDocument(pdf.titles.business, meta, content);
}

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Founder analysis report, for the three stored shapes (PDA, legacy, sectioned). */
export function founderReportDefinition(read: FounderAnalysisRead | null, meta: ReportMeta): PdfDocument {
  const t = screens.founder;
  if (!read) throw new InsufficientDataError();
  let content: PdfContent[];
  if (read.format === 'pda') {
    const a = read.analysis;
    const disc = a.perfil_disc;
    const blocks = [
      [t.motivational, a.analise_motivacional],
      [t.emotionalIntelligence, a.inteligencia_emocional],
      [t.decisionMaking, a.perfil_tomada_decisao],
      [t.energy, a.energia_produtividade],
      [t.leadership, a.estilo_lideranca_situacional],
      [t.communication, a.comunicacao_influencia],
    ] as const;
    const discRows = (['dominancia', 'influencia', 'estabilidade', 'conformidade'] as const).map((key) => [
      t.discDimensions[key],
      percent(disc[key]),
    ]);
    content = [
      ...section(t.executiveSummary, paragraph(a.resumo_executivo_perfil)),
      ...blocks.flatMap(([title, block]) =>
        section(title, [...paragraph(block.descricao), ...bullets(block.destaques)]),
      ),
      ...section(t.strategicInsights, bullets(a.insights_estrategicos)),
      ...section(
        t.disc,
        [
          ...(hasText(disc.perfil_predominante)
            ? [
                {
                  text: [{ text: `${t.predominant}: `, bold: true }, disc.perfil_predominante],
                  margin: [0, 0, 0, 6],
                },
              ]
            : []),
          {
            table: { widths: ['*', 'auto'], body: discRows },
            layout: 'lightHorizontalLines',
            margin: [0, 0, 0, 8],
            unbreakable: true,
          },
          ...bullets(disc.caracteristicas, t.characteristics),
          ...bullets(disc.recomendacoes_desenvolvimento, t.developmentTips),
        ],
        { pageBreak: true },
      ),
      ...section(
        t.tabs.roadmap,
        a.roadmap_desenvolvimento.flatMap((phase, index) => [
          {
            stack: [
              { text: phase.fase || `${index + 1}`, style: 'subheading' },
              ...(hasText(phase.prazo)
                ? [{ text: t.deadline(phase.prazo), italics: true, margin: [0, 0, 0, 3] }]
                : []),
              ...bullets(phase.acoes),
            ],
            unbreakable: true,
          },
        ]),
      ),
    ];
    if (
      !hasText(a.resumo_executivo_perfil) &&
      a.insights_estrategicos.length === 0 &&
      disc.caracteristicas.length === 0
    )
      throw new InsufficientDataError();
  } else if (read.format === 'legacy') {
    const a = read.analysis;
    if (!hasText(a.resumo_executivo) && a.pontos_fortes.length === 0) throw new InsufficientDataError();
    content = [
      ...section(t.summary, [
        ...(hasText(a.nivel_de_maturidade)
          ? [{ text: [{ text: `${t.maturity}: `, bold: true }, a.nivel_de_maturidade], margin: [0, 0, 0, 6] }]
          : []),
        ...paragraph(a.resumo_executivo),
      ]),
      ...section(t.entrepreneurProfile, [
        ...subheading(t.predominant, a.perfil_predominante),
        ...paragraph(a.perfil_empreendedor),
        ...bullets(a.caracteristicas_perfil, t.characteristics),
      ]),
      ...section(t.leadershipStyle, paragraph(a.estilo_lideranca)),
      ...section(
        t.marketingProfile,
        subheading(a.perfil_marketing.tipo || t.marketingProfile, a.perfil_marketing.descricao),
      ),
      ...section(t.strengths, bullets(a.pontos_fortes)),
      ...section(t.weaknesses, bullets(a.pontos_fracos)),
      ...section(
        t.risks,
        a.riscos.flatMap((risk) => [
          ...paragraph(risk.descricao),
          ...(hasText(risk.mitigacao)
            ? [{ text: [{ text: `${t.mitigation}: `, bold: true }, risk.mitigacao], margin: [10, 0, 0, 6] }]
            : []),
        ]),
      ),
      ...section(t.recommendations, bullets(a.recomendacoes)),
      ...section(t.discInsights, bullets(a.insights_importantes)),
    ];
  } else {
    const a = read.analysis;
    const keys = Object.keys(t.sections);
    const filled = keys.filter((key) => hasText(String(a[key as keyof typeof a] ?? '')));
    if (filled.length === 0 && !hasText(a.markdown_original)) throw new InsufficientDataError();
    content = [
      ...(hasText(a.titulo) ? [{ text: a.titulo, style: 'subheading', margin: [0, 0, 0, 10] }] : []),
      ...(filled.length > 0
        ? filled.flatMap((key) =>
            section(t.sections[key] ?? key, paragraph(String(a[key as keyof typeof a]))),
          )
        : section(t.tabs.full, paragraph(a.markdown_original))),
    ];
  }
  return reportDocument(pdf.titles.founder, meta, content);
}

export interface ManagementReportData {
  /** The overview (first step) or the stored data holding it. */
  overview: unknown;
  areas: readonly ManagementArea[];
}

/** The report variant's six blocks, each a section when it has content. */
function managementReportSections(overview: ManagementOverviewRead): PdfContent[] {
  const r = screens.management.report;
  const { clareza_estrategica: clarity, rituais_gestao: rituals, indicadores: indicators } = overview;
  const execution = overview.capacidade_execucao;
  const rated = (title: string, rating: string, detail: string): PdfContent[] => [
    {
      stack: [
        { text: rating ? `${title.replace(/\.$/, '')} · ${rating}` : title, style: 'subheading' },
        ...paragraph(detail),
      ],
      unbreakable: true,
    },
  ];
  return [
    ...section(r.clarity, [
      ...subheading(r.clarityLevel, clarity.nivel),
      ...subheading(r.longTermVision, clarity.visao_longo_prazo),
      ...subheading(r.theoryOfWinning, clarity.teoria_vencer),
    ]),
    ...section(r.rituals, [
      ...bullets(rituals.existentes, r.ritualsInPlace),
      ...bullets(rituals.recomendados, r.ritualsRecommended),
    ]),
    ...section(r.indicators, [
      ...bullets(indicators.atuais, r.indicatorsTracked),
      ...bullets(indicators.sugeridos, r.indicatorsSuggested),
    ]),
    ...section(r.execution, [
      ...subheading(r.currentStructure, execution.estrutura_atual),
      ...bullets(execution.gaps, r.executionGaps),
    ]),
    ...section(
      r.levers,
      overview.alavancas_crescimento.flatMap((lever) =>
        rated(lever.alavanca, lever.potencial && r.potential(lever.potencial), lever.descricao),
      ),
    ),
    ...section(
      r.obstacles,
      overview.obstaculos_remover.flatMap((obstacle) =>
        rated(
          obstacle.obstaculo,
          obstacle.prioridade && r.priority(obstacle.prioridade),
          obstacle.solucao_sugerida && `${r.suggestedSolution}: ${obstacle.solucao_sugerida}`,
        ),
      ),
    ),
  ];
}

/**
 * Management system report: overview, maturity table, the report variant's blocks, then every area
 * lowest maturity first.
 */
export function managementReportDefinition(data: ManagementReportData, meta: ReportMeta): PdfDocument {
  const t = screens.management;
  if (data.areas.length === 0) throw new InsufficientDataError();
  const overview = managementOverviewReadSchema.parse(data.overview ?? {});
  const { average, percent: averagePercent } = averageMaturity(data.areas);
  const sorted = byLowestMaturity(data.areas);
  const situation = overview.entendimento_situacao;
  const content: PdfContent[] = [
    ...section(pdf.overview, [
      ...paragraph(overview.resumo_executivo || overview.summary),
      ...(hasText(overview.resumo_executivo) && overview.summary !== overview.resumo_executivo
        ? subheading(t.summary, overview.summary)
        : []),
      { text: t.managementMaturity, bold: true, margin: [0, 4, 0, 2] },
      {
        text: t.averageMaturity(decimal(average), decimal(averagePercent), scoreLabel(average)),
        margin: [0, 0, 0, 2],
      },
      { text: t.meanBands, fontSize: 9, color: '#555555', margin: [0, 0, 0, 6] },
      { text: t.areasScale, fontSize: 9, color: '#555555', margin: [0, 0, 0, 2] },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto', 'auto'],
          body: [
            t.areaTable.map((header) => ({ text: header, bold: true })),
            ...data.areas.map((area) => [
              area.nome,
              decimal(area.nivel_maturidade),
              area.titulo_maturidade || maturityLabel(area.nivel_maturidade),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
        unbreakable: true,
        margin: [0, 0, 0, 8],
      },
      ...bullets(overview.strengths, t.strengths),
      ...bullets(overview.weaknesses, t.weaknesses),
      ...bullets(overview.fatores_internos, pdf.internalFactors),
      ...bullets(overview.fatores_externos, pdf.externalFactors),
      ...subheading(screens.business.situationComplication, situation.situacao_complicacao),
      ...bullets(situation.perguntas_responder, screens.business.questions),
      ...bullets(overview.insights_importantes, screens.business.keyInsights),
      ...bullets(overview.recommendations, t.recommendations),
    ]),
    ...managementReportSections(overview),
    ...sorted.flatMap((area, index) =>
      section(
        `${area.nome} — ${t.levelOf(area.nivel_maturidade, area.titulo_maturidade)}`,
        [
          ...paragraph(area.descricao_maturidade),
          ...bullets(area.pontos_fortes, t.strengths),
          ...bullets(area.gaps, t.gaps),
          ...bullets(area.obstaculos, t.obstacles),
          ...bullets(area.recomendacoes, t.recommendations),
        ],
        { pageBreak: index === 0 },
      ),
    ),
  ];
  return reportDocument(pdf.titles.management, meta, content);
}
