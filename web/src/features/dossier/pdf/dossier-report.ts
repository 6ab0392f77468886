import { isRecord, scoreLabel } from '@contracts/analysis-data/common';
import type { AnaliseMercadoRead } from '@contracts/analysis-data/dossier/analise-mercado';
import type { PerfilFundadorRead } from '@contracts/analysis-data/dossier/perfil-fundador';
import type { PerfilInvestidorRead } from '@contracts/analysis-data/dossier/perfil-investidor';
import type { PlanoEstrategicoRead } from '@contracts/analysis-data/dossier/plano-estrategico';
import { dossierAreaKeys, type RaioXNegocioRead } from '@contracts/analysis-data/dossier/raio-x-negocio';
import { readDossierSection } from '@contracts/analysis-data/dossier/read-dossier-section';
import type { ResumoExecutivoRead } from '@contracts/analysis-data/dossier/resumo-executivo';
import { FOUNDER_ALIGNMENT_MAX, type DossierSectionKey } from '@contracts/analysis-data/dossier/sections';
import type { DossierResponse } from '@contracts/dossier';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { dossierMessages } from '@contracts/messages/dossier';
import { dossierSectionMessages } from '@contracts/messages/dossier-sections';
import { pdfExportMessages } from '@contracts/messages/pdf-export';
import { channelAmount } from '@domain/investment-allocation';
import { formatReais } from '../../../lib/format';
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
import { capitalised, codeLabel } from '../sections/code-label';

const t = dossierSectionMessages;
const business = analysisScreensMessages.business;
const management = analysisScreensMessages.management;
/** A small grey line: which scale a label belongs to. */
const note = { fontSize: 9, color: '#555555', margin: [0, 0, 0, 6] };
const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/** A bold label and its value on one line; nothing when the value is empty. */
const labelled = (label: string, value: string): PdfContent[] =>
  value.trim() ? [{ text: [{ text: `${label}: `, bold: true }, value], margin: [0, 0, 0, 6] }] : [];

/** A table with a header row, kept on one page when short. */
function table(headers: string[], rows: string[][], widths: (string | number)[]): PdfContent[] {
  if (rows.length === 0) return [];
  return [
    {
      table: {
        headerRows: 1,
        widths,
        body: [headers.map((header) => ({ text: header, bold: true })), ...rows],
      },
      layout: 'lightHorizontalLines',
      unbreakable: rows.length <= 10,
      margin: [0, 2, 0, 10],
      fontSize: 9.5,
    },
  ];
}

function resumo(s: ResumoExecutivoRead): PdfContent[] {
  return [
    ...(s.elevator_pitch.trim()
      ? [{ text: s.elevator_pitch.trim(), italics: true, fontSize: 11, margin: [0, 0, 0, 8] }]
      : []),
    ...labelled(t.resumo.currentPhase, codeLabel(t.stages, s.estagio_atual.fase)),
    ...labelled(t.resumo.ambition, codeLabel(t.ambitions, s.ambicao_fundador)),
    ...subheading(t.resumo.founder, s.perfil_fundador),
    ...subheading(
      t.resumo.stage,
      [s.estagio_negocio, s.estagio_atual.descricao].filter(Boolean).join('\n\n'),
    ),
    ...bullets(s.principais_achados, t.resumo.findings),
    ...subheading(t.resumo.direction, s.direcionamento_estrategico),
  ];
}

function fundador(s: PerfilFundadorRead): PdfContent[] {
  return [
    ...(s.nome_simbolico.trim()
      ? [{ text: s.nome_simbolico.trim(), bold: true, fontSize: 13, margin: [0, 0, 0, 4] }]
      : []),
    ...(s.frase_resumo.trim()
      ? [{ text: `“${s.frase_resumo.trim()}”`, italics: true, margin: [0, 0, 0, 8] }]
      : []),
    ...labelled(
      t.fundador.alignment,
      t.fundador.alignmentScore(number(s.grau_alinhamento), FOUNDER_ALIGNMENT_MAX),
    ),
    ...paragraph(s.justificativa_alinhamento),
    ...subheading(t.fundador.leadership, s.estilo_lideranca),
    ...subheading(t.fundador.lifeAndCompany, s.relacao_empresa_vida),
    ...bullets(s.zonas_potencia, t.fundador.powerZones),
    ...bullets(s.travas_identificadas, t.fundador.blockers),
    ...bullets(s.areas_centralizadas, t.fundador.centralized),
    ...bullets(s.consumidores_energia, t.fundador.energyDrains),
    ...subheading(t.fundador.support, s.recomendacao_apoio),
  ];
}

function raioX(s: RaioXNegocioRead): PdfContent[] {
  const areas = dossierAreaKeys.map((key) => ({ name: t.raioX.areaNames[key], ...s.areas_avaliadas[key] }));
  const described = areas.some((area) => area.descricao_maturidade.trim());
  return [
    ...(s.grau_maturidade > 0
      ? [
          ...labelled(
            t.raioX.maturity,
            t.raioX.maturityScore(number(s.grau_maturidade), scoreLabel(s.grau_maturidade)),
          ),
          { text: `${t.raioX.maturityScale} ${management.meanBands}`, ...note },
        ]
      : []),
    ...paragraph(s.maturidade_descricao),
    ...(described
      ? [
          { text: t.raioX.areas, style: 'subheading' },
          { text: t.raioX.areasScale, ...note },
          ...table(
            [...management.areaTable],
            areas.map((area) => [area.name, number(area.nivel_maturidade), area.titulo_maturidade]),
            ['*', 'auto', 'auto'],
          ),
          ...areas.flatMap((area) => subheading(area.name, area.descricao_maturidade)),
        ]
      : []),
    ...bullets(s.gaps_criticos, t.raioX.gaps),
    ...subheading(t.raioX.neglectedStrength, s.ponto_forte_negligenciado),
    ...subheading(t.raioX.readiness, s.diagnostico_prontidao),
    ...subheading(t.raioX.clarity, s.clareza_estrategica.nivel),
    ...subheading(t.raioX.longTermVision, s.clareza_estrategica.visao_longo_prazo),
    ...subheading(t.raioX.theoryOfWinning, s.clareza_estrategica.teoria_vencer),
  ];
}

function mercado(s: AnaliseMercadoRead): PdfContent[] {
  const forceKeys = Object.keys(business.forces) as (keyof typeof business.forces)[];
  const quadrant = (title: string, items: string[]) => ({
    stack: [{ text: title, bold: true, margin: [0, 0, 0, 3] }, items.length ? { ul: items } : '—'],
    margin: [4, 4, 4, 4],
  });
  const swot = s.swot;
  const hasSwot = [swot.forcas, swot.fraquezas, swot.oportunidades, swot.ameacas].some(
    (items) => items.length,
  );
  return [
    ...paragraph(s.momento_empresa),
    ...(hasSwot
      ? [
          { text: business.swot, style: 'subheading' },
          {
            table: {
              widths: ['*', '*'],
              body: [
                [
                  quadrant(business.swotStrengths, swot.forcas),
                  quadrant(business.swotWeaknesses, swot.fraquezas),
                ],
                [
                  quadrant(business.swotOpportunities, swot.oportunidades),
                  quadrant(business.swotThreats, swot.ameacas),
                ],
              ],
            },
            layout: 'lightHorizontalLines',
            fontSize: 9.5,
            margin: [0, 2, 0, 10],
          },
        ]
      : []),
    ...(forceKeys.some((key) => s.cinco_forcas_porter[key].trim())
      ? [
          { text: business.fiveForces, style: 'subheading' },
          ...table(
            [t.mercado.force, t.mercado.assessment],
            forceKeys.map((key) => [business.forces[key], s.cinco_forcas_porter[key]]),
            [130, '*'],
          ),
        ]
      : []),
    ...bullets(
      s.tendencias_setor.map((trend) =>
        [
          trend.tendencia,
          trend.tipo ? ` (${codeLabel(t.trendTypes, trend.tipo)})` : '',
          trend.impacto ? ` — ${trend.impacto}` : '',
        ].join(''),
      ),
      t.mercado.trends,
    ),
    ...bullets(s.concorrentes, t.mercado.competitors),
    ...subheading(
      t.mercado.differentiation,
      [
        s.grau_diferenciacao.nivel && t.mercado.differentiationLevel(s.grau_diferenciacao.nivel),
        s.grau_diferenciacao.justificativa,
      ]
        .filter(Boolean)
        .join('. '),
    ),
    ...subheading(t.mercado.icp, s.icp_atual),
    ...subheading(t.mercado.positioningAdjustment, s.ajuste_posicionamento),
  ];
}

function investidor(s: PerfilInvestidorRead): PdfContent[] {
  const recommended = s.investimento_recomendado;
  const channels = s.alocacao_recomendada.canais.filter((channel) => channel.nome.trim());
  const terms = ['curto', 'medio', 'longo'] as const;
  return [
    ...(s.classificacao.trim()
      ? [{ text: s.classificacao.trim(), bold: true, fontSize: 13, margin: [0, 0, 0, 4] }]
      : []),
    ...paragraph(s.descricao_perfil),
    ...(s.investimento_atual > 0 || recommended > 0
      ? [
          ...labelled(
            t.investidor.currentInvestment,
            t.investidor.perMonth(formatReais(s.investimento_atual)),
          ),
          ...labelled(t.investidor.recommendedInvestment, t.investidor.perMonth(formatReais(recommended))),
        ]
      : []),
    ...paragraph(s.justificativa_investimento),
    ...(channels.length
      ? [
          { text: t.investidor.allocation, style: 'subheading' },
          ...table(
            [
              t.investidor.channel,
              t.investidor.share,
              t.investidor.recommendedInvestment,
              t.investidor.justification,
            ],
            channels.map((channel) => [
              channel.nome,
              `${number(channel.porcentagem)}%`,
              recommended > 0
                ? t.investidor.perMonth(formatReais(channelAmount(recommended, channel.porcentagem)))
                : '—',
              channel.justificativa,
            ]),
            [90, 'auto', 'auto', '*'],
          ),
        ]
      : []),
    ...terms.flatMap((term) =>
      subheading(`${t.investidor.roi} — ${t.investidor.roiTerms[term]}`, s.roi_estimado[term]),
    ),
    ...bullets(s.comportamentos_tipicos, t.investidor.behaviours),
    ...bullets(s.riscos_associados, t.investidor.risks),
    ...bullets(s.benchmark_empresas, t.investidor.benchmarks),
  ];
}

function estrategia(s: PlanoEstrategicoRead): PdfContent[] {
  const persona = s.persona_principal;
  const channels = s.mix_canais.filter((channel) => channel.canal.trim());
  return [
    ...subheading(t.estrategia.valueProposition, s.proposta_valor),
    ...subheading(t.estrategia.positioning, s.posicionamento),
    ...subheading(t.estrategia.persona, [persona.nome, persona.descricao].filter(Boolean).join(' — ')),
    ...bullets(persona.dores, t.estrategia.pains),
    ...subheading(
      t.estrategia.growthModel,
      [
        s.modelo_crescimento.tipo && codeLabel(t.growthModels, s.modelo_crescimento.tipo),
        s.modelo_crescimento.justificativa,
      ]
        .filter(Boolean)
        .join('. '),
    ),
    ...(channels.length
      ? [
          { text: t.estrategia.channelMix, style: 'subheading' },
          ...table(
            [t.estrategia.channel, t.estrategia.role, t.estrategia.priority],
            channels.map((channel) => [channel.canal, channel.papel, capitalised(channel.prioridade)]),
            [110, '*', 'auto'],
          ),
        ]
      : []),
    ...(s.cronograma_tatico.length ? [{ text: t.estrategia.schedule, style: 'subheading' }] : []),
    ...s.cronograma_tatico.flatMap((phase) => [
      {
        stack: [
          {
            text: [capitalised(phase.fase), phase.periodo].filter(Boolean).join(' · '),
            bold: true,
            color: '#1565c0',
          },
          ...paragraph(phase.foco),
          ...bullets(phase.acoes),
        ],
        unbreakable: phase.acoes.length <= 8,
        margin: [8, 0, 0, 4],
      },
    ]),
    ...bullets(s.conteudo_recomendado, t.estrategia.content),
    ...bullets(s.indicadores_principais, t.estrategia.indicators),
    ...bullets(s.perguntas_criticas, t.estrategia.criticalQuestions),
    ...subheading(t.estrategia.drivers, s.direcionadores.descricao),
    ...s.direcionadores.itens.flatMap((driver) => [
      ...subheading(driver.nome, driver.justificativa),
      ...bullets(driver.proximos_passos, t.estrategia.nextSteps),
    ]),
  ];
}

/** Each section's body, from its lenient read. */
const bodies: { [K in DossierSectionKey]: (content: unknown) => PdfContent[] } = {
  resumo_executivo: (content) => read('resumo_executivo', content, resumo),
  perfil_fundador: (content) => read('perfil_fundador', content, fundador),
  raio_x_negocio: (content) => read('raio_x_negocio', content, raioX),
  analise_mercado: (content) => read('analise_mercado', content, mercado),
  perfil_investidor: (content) => read('perfil_investidor', content, investidor),
  plano_estrategico: (content) => read('plano_estrategico', content, estrategia),
};

function read<K extends DossierSectionKey>(
  key: K,
  content: unknown,
  body: (section: NonNullable<ReturnType<typeof readDossierSection<K>>>) => PdfContent[],
): PdfContent[] {
  const section = readDossierSection(key, { [key]: content });
  return section ? body(section) : [];
}

/**
 * The whole dossier as one report: a cover with the company name, then each generated section on a new
 * page, in the fixed order. Sections never generated are left out; with none, 'Dados insuficientes…'.
 */
export function dossierReportDefinition(dossier: DossierResponse, meta: ReportMeta): PdfDocument {
  const generated = dossier.sections.filter((entry) => entry.content !== null);
  const content = generated.flatMap((entry, index) =>
    section(dossierMessages.sectionTitles[entry.key], bodies[entry.key](entry.content), {
      pageBreak: index > 0,
    }),
  );
  if (content.length === 0) throw new InsufficientDataError();
  const local = generated.some((entry) => isRecord(entry.content) && entry.content.generatedLocally === true);
  return reportDocument(pdfExportMessages.titles.dossier, meta, content, {
    cover: { subtitle: local ? `${t.pdf.coverSubtitle}. ${t.pdf.generatedLocally}` : t.pdf.coverSubtitle },
  });
}
