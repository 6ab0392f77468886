import { analysisScreensMessages } from '../messages/analysis-screens';

const text = analysisScreensMessages.founder;

interface Block {
  descricao: string;
  destaques: string[];
}

/** The fields of a founder report (PDA format) the Markdown is written from. */
export interface FounderReportFields {
  resumo_executivo_perfil: string;
  perfil_disc: {
    dominancia: number;
    influencia: number;
    estabilidade: number;
    conformidade: number;
    perfil_predominante: string;
    caracteristicas: string[];
    recomendacoes_desenvolvimento: string[];
  };
  analise_motivacional: Block;
  inteligencia_emocional: Block;
  roadmap_desenvolvimento: { fase: string; prazo: string; acoes: string[] }[];
  perfil_tomada_decisao: Block;
  energia_produtividade: Block;
  estilo_lideranca_situacional: Block;
  comunicacao_influencia: Block;
  insights_estrategicos: string[];
}

const present = (value: string) => value.trim() !== '';
const bullets = (items: readonly string[]) => items.filter(present).map((item) => `- ${item.trim()}`);
/** A section: its heading and lines, or nothing when it has no lines. */
const section = (heading: string, lines: readonly string[]) =>
  lines.length > 0 ? [`## ${heading}`, '', ...lines, ''] : [];
const paragraphs = (block: Block) => [
  ...(present(block.descricao) ? [block.descricao.trim(), ''] : []),
  ...bullets(block.destaques),
];

/**
 * The founder report as one Markdown text (the screen's "Visão completa" tab), written from its fields:
 * the model no longer returns it a second time (docs/decisions/0036-action-plan-per-area.md).
 * The screen's own headings, in its order; empty parts are left out.
 */
export function founderReportMarkdown(report: FounderReportFields): string {
  const disc = report.perfil_disc;
  const profile = disc.perfil_predominante.trim();
  const dimensions = (['dominancia', 'influencia', 'estabilidade', 'conformidade'] as const).map(
    (dimension) => `- ${text.discDimensions[dimension]}: ${Math.round(disc[dimension] * 100)}%`,
  );
  const discLines = [
    ...(profile ? [`${text.predominant}: ${profile}`, ''] : []),
    ...dimensions,
    ...(disc.caracteristicas.some(present)
      ? ['', `### ${text.characteristics}`, ...bullets(disc.caracteristicas)]
      : []),
    ...(disc.recomendacoes_desenvolvimento.some(present)
      ? ['', `### ${text.developmentTips}`, ...bullets(disc.recomendacoes_desenvolvimento)]
      : []),
  ];
  const roadmap = report.roadmap_desenvolvimento.flatMap((phase, index) => [
    `### ${phase.fase.trim() || String(index + 1)}${present(phase.prazo) ? ` (${text.deadline(phase.prazo.trim())})` : ''}`,
    ...bullets(phase.acoes),
    '',
  ]);
  const blocks: [string, Block][] = [
    [text.motivational, report.analise_motivacional],
    [text.emotionalIntelligence, report.inteligencia_emocional],
    [text.decisionMaking, report.perfil_tomada_decisao],
    [text.energy, report.energia_produtividade],
    [text.leadership, report.estilo_lideranca_situacional],
    [text.communication, report.comunicacao_influencia],
  ];
  return [
    `# ${text.title}${profile ? ` — ${profile}` : ''}`,
    '',
    ...section(
      text.executiveSummary,
      present(report.resumo_executivo_perfil) ? [report.resumo_executivo_perfil.trim()] : [],
    ),
    ...blocks.flatMap(([heading, block]) => section(heading, paragraphs(block))),
    ...section(text.strategicInsights, bullets(report.insights_estrategicos)),
    ...section(text.disc, discLines),
    ...section(text.tabs.roadmap, roadmap.slice(0, -1)),
  ]
    .join('\n')
    .trim();
}
