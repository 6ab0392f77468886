import { dossierFactLines, dossierFacts } from '../../facts/dossier';
import { FACTS_HEADING } from '../../facts/format';
import type { DossierSectionInput } from '../../dossier-input';
import { answersAsText } from '../answers-text';
import { readable } from '../readable';
import { sectionForPrompt } from './section-labels';
import { diagnosticKinds } from '../../../domain/core-diagnostics';
import type { DossierSectionKey } from '../../../contracts/analysis-data/dossier/sections';

/** What the sections never need from a stored analysis: its Markdown copy and local-generation marks. */
const OMITTED = ['markdown_original', 'generatedLocally', 'full_report', 'report_markdown'];

/**
 * An analysis's key findings: the fields the sections build on (the answers themselves are in the
 * context whole, so the analyses' restatements of them are left out). A stored analysis in another
 * format (none of these fields) is sent whole.
 */
const KEY_FINDINGS = {
  founder: ['resumo_executivo_perfil', 'perfil_disc', 'insights_estrategicos', 'roadmap_desenvolvimento'],
  business: [
    'nivel_de_maturidade',
    'resumo_executivo',
    'analise_swot',
    'cliente_ideal_proposta',
    'ideias_crescimento',
    'obstaculos',
    'recomendacoes',
  ],
  management: [
    'nivel_de_maturidade',
    'resumo_executivo',
    'areas_analisadas',
    'rituais_gestao',
    'indicadores',
    'capacidade_execucao',
    'obstaculos_remover',
  ],
} as const;

/** The management areas as their level and gaps (their other lists restate the answers). */
const areaLevels = (areas: unknown) =>
  Array.isArray(areas)
    ? areas.map((area: Record<string, unknown>) => ({
        nome: area.nome,
        nivel_maturidade: area.nivel_maturidade,
        titulo_maturidade: area.titulo_maturidade,
        gaps: area.gaps,
      }))
    : areas;

/**
 * An analysis's key findings, whole: every text and every item of the fields the sections build on
 * (cutting them left executive summaries ending in '…'; the context is cached, so their size is paid
 * once per dossier at the write price and then at the read price: decision 0059).
 */
function keyFindings(data: unknown, keys: readonly string[]): string[] {
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const picked = Object.fromEntries(
    keys
      .filter((key) => key in record)
      .map((key) => [key, key === 'areas_analisadas' ? areaLevels(record[key]) : record[key]]),
  );
  const options = { omit: OMITTED };
  return Object.keys(picked).length > 0 ? readable(picked, options) : readable(data, options);
}

/**
 * The context the six dossier sections share, identical for all six (it ends at the requests' cache
 * point): the company, the computed facts, the three analyses' key findings as text and the four
 * diagnostics' answers, whole. What differs per section (its instruction, the sections written so far)
 * goes after it.
 */
export function dossierContext(input: DossierSectionInput): string {
  const { description } = input.investorProfile;
  const parts = [
    '<contexto>',
    input.companyName ? `Empresa: "${input.companyName}".` : 'O nome da empresa não foi informado.',
    ...(input.userFirstName ? [`Pessoa fundadora: ${input.userFirstName}.`] : []),
    '',
    `# ${FACTS_HEADING}`,
    ...dossierFactLines(dossierFacts(input)),
    ...(description ? [`- Descrição do perfil de investidor: ${description}`] : []),
  ];
  const analyses: [string, unknown, readonly string[]][] = [
    ['Análise do fundador', input.founderAnalysis, KEY_FINDINGS.founder],
    ['Análise do negócio', input.businessAnalysis, KEY_FINDINGS.business],
    ['Análise do sistema de gestão', input.managementAnalysis, KEY_FINDINGS.management],
  ];
  for (const [title, data, keys] of analyses) {
    parts.push(
      '',
      `# ${title} (principais achados)`,
      ...(data ? keyFindings(data, keys) : ['Não disponível.']),
    );
  }
  for (const kind of diagnosticKinds) {
    const answers = input.answers[kind];
    if (answers) parts.push('', answersAsText(answers));
  }
  parts.push('</contexto>');
  return parts.join('\n');
}

/**
 * The sections already written (all but `section`), short: enough to keep the new one coherent with
 * them (names, numbers, priorities) without sending them whole on every request.
 */
export function writtenSections(input: DossierSectionInput, section: DossierSectionKey): string {
  const previous = Object.entries(input.sections).filter(([key]) => key !== section);
  if (previous.length === 0) return '';
  return [
    '# Seções do dossiê já escritas (resumo; mantenha a coerência com elas, sem repeti-las)',
    ...previous.flatMap(([key, content]) => [
      `## ${key}`,
      ...readable(sectionForPrompt(key, content), { omit: ['generatedLocally'], maxText: 240, maxItems: 3 }),
    ]),
  ].join('\n');
}
