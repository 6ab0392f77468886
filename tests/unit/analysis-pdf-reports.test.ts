import { analysisScreensMessages } from '../../functions/contracts/messages/analysis-screens';
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import pdfmake from 'pdfmake';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseLocally } from '../../functions/ai/local-analyst';
import { fundadorAnswers, gestaoAnswers, negocioAnswers } from '../../functions/ai/testing/answer-sets';
import { inputFor } from '../../functions/ai/testing/fixtures';
import { readBusinessAnalysis } from '../../functions/contracts/analysis-data/business-analysis';
import { readFounderAnalysis } from '../../functions/contracts/analysis-data/founder-analysis';
import { readManagementAreas } from '../../functions/contracts/analysis-data/management';
import {
  InsufficientDataError,
  fileName,
  formatDate,
  reportMeta,
  type PdfDocument,
  type ReportMeta,
} from '../../web/src/lib/pdf/document';
import {
  businessReportDefinition,
  founderReportDefinition,
  managementReportDefinition,
} from '../../web/src/features/analyses/pdf/reports';

const meta: ReportMeta = { companyName: 'Clínica Digital Odonto', userName: 'Ana Souza', date: '22/11/2026' };

beforeAll(() => {
  const require = createRequire(import.meta.url);
  pdfmake.addFonts(require('pdfmake/fonts/Roboto.js'));
});

const render = (definition: PdfDocument) => pdfmake.createPdf(definition).getBuffer();
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

const business = () =>
  readBusinessAnalysis(analyseLocally('business-analysis', inputFor('negocio', negocioAnswers)));
const founder = () =>
  readFounderAnalysis(analyseLocally('founder-analysis', inputFor('fundador', fundadorAnswers)));
const management = () => {
  const input = inputFor('sistema-gestao', gestaoAnswers, { companyName: 'Odonto Pro' });
  const overview = analyseLocally('management-overview', input);
  const areas = readManagementAreas(analyseLocally('management-areas', input));
  return { overview, areas };
};

/** Every text of a definition, footers of pages 1..3 included (PDF text streams are compressed). */
function texts(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(texts).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(texts).join(' ');
  return '';
}

const footerText = (definition: PdfDocument, page: number, pages: number) =>
  (definition.footer(page, pages) as { text: string }).text;

describe('PDF reports', () => {
  it('business: A4 portrait, title, footer Página N de M, several pages', async () => {
    const definition = businessReportDefinition(business(), meta);
    expect(definition.pageSize).toBe('A4');
    expect(definition.pageOrientation).toBe('portrait');
    expect(texts(definition.content)).toContain('Análise de Diagnóstico de Negócio');
    expect(footerText(definition, 2, 5)).toBe('Página 2 de 5');
    const pdf = await render(definition);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pageCount(pdf)).toBeGreaterThan(1);
    writeFileSync('/tmp/analise-negocio.pdf', pdf);
  });

  it('business: the footer reads Página N de M with the real page count', async () => {
    const definition = businessReportDefinition(business(), { ...meta });
    const footers: string[] = [];
    const footer = definition.footer;
    definition.footer = (page, pages) => {
      footers.push((footer(page, pages) as { text: string }).text);
      return footer(page, pages);
    };
    const pdf = await render(definition);
    const pages = pageCount(pdf);
    expect(footers).toContain(`Página 1 de ${pages}`);
    expect(footers).toContain(`Página ${pages} de ${pages}`);
  });

  it('founder (PDA) and management render to PDFs', async () => {
    const founderPdf = await render(founderReportDefinition(founder(), meta));
    expect(founderPdf.subarray(0, 4).toString()).toBe('%PDF');
    writeFileSync('/tmp/perfil-empreendedor.pdf', founderPdf);
    const managementDefinition = managementReportDefinition(management(), meta);
    expect(texts(managementDefinition.content)).toContain('Mensuração');
    const managementPdf = await render(managementDefinition);
    expect(managementPdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pageCount(managementPdf)).toBeGreaterThan(1);
    writeFileSync('/tmp/analise-sistema-gestao.pdf', managementPdf);
  });

  it("management: the report variant's six blocks, with the analysis's own words", () => {
    const data = management();
    const overview = data.overview as Record<string, any>;
    const content = texts(managementReportDefinition(data, meta).content);
    const r = analysisScreensMessages.management.report;
    for (const title of [r.clarity, r.rituals, r.indicators, r.execution, r.levers, r.obstacles])
      expect(content).toContain(title);
    expect(content).toContain(overview.clareza_estrategica.teoria_vencer);
    expect(content).toContain(overview.alavancas_crescimento[0].alavanca);
    expect(content).toContain(overview.obstaculos_remover[0].solucao_sugerida);
    // An overview without the variant's blocks has none of their titles.
    const plain = texts(
      managementReportDefinition({ overview: { resumo_executivo: 'Só o resumo.' }, areas: data.areas }, meta)
        .content,
    );
    expect(plain).not.toContain(r.levers);
    expect(plain).not.toContain(r.clarity);
  });

  it('management: every overview field the model writes, and each maturity label with its scale', () => {
    const data = management();
    const overview = data.overview as Record<string, any>;
    const content = texts(managementReportDefinition(data, meta).content);
    const t = analysisScreensMessages.management;
    expect(content).toContain(overview.resumo_executivo);
    expect(content).toContain(overview.summary);
    for (const item of [...overview.strengths, ...overview.weaknesses, ...overview.recommendations])
      expect(content).toContain(item);
    expect(content).toContain(t.weaknesses);
    expect(content).toContain(t.managementMaturity);
    expect(content).toContain('Média 2,3 de 5 (46%) · Básico');
    expect(content).toContain('de 1,5 a 2,4: Básico');
    expect(content).toContain(t.areasScale);
    expect(content).toContain(overview.clareza_estrategica.nivel);
  });

  it('business: the maturity names its 3-level scale and its bands', () => {
    const content = texts(businessReportDefinition(business(), meta).content);
    expect(content).toContain('Maturidade do negócio (escala de 3 níveis): ');
    expect(content).toContain('de 0 a 39: Iniciante; de 40 a 69: Intermediário; de 70 a 100: Avançado');
  });

  it('legacy and sectioned founder shapes render too', async () => {
    const legacy = readFounderAnalysis({
      resumo_executivo: 'Fundadora com visão clara.',
      pontos_fortes: ['Execução'],
    });
    const sectioned = readFounderAnalysis({ titulo: 'Perfil', visao_negocio: 'Visão de negócio sólida.' });
    for (const read of [legacy, sectioned]) {
      const pdf = await render(founderReportDefinition(read, meta));
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    }
  });

  it('missing or insufficient data throws InsufficientDataError', () => {
    expect(() => businessReportDefinition(null, meta)).toThrow(InsufficientDataError);
    expect(() => businessReportDefinition(readBusinessAnalysis({ resumo_executivo: '' }), meta)).toThrow(
      InsufficientDataError,
    );
    expect(() => founderReportDefinition(null, meta)).toThrow(InsufficientDataError);
    expect(() => managementReportDefinition({ overview: {}, areas: [] }, meta)).toThrow(
      InsufficientDataError,
    );
  });

  it("prints the analysis's company name on the cover, '—' when unknown", () => {
    const now = new Date(2026, 10, 22);
    const named = reportMeta(' Padaria Horizonte Azul ', { firstName: 'Ana', lastName: 'Souza' }, now);
    expect(named).toEqual({
      companyName: 'Padaria Horizonte Azul',
      userName: 'Ana Souza',
      date: '22/11/2026',
    });
    for (const definition of [
      businessReportDefinition(business(), named),
      founderReportDefinition(founder(), named),
      managementReportDefinition(management(), named),
    ]) {
      expect(texts(definition.content)).toMatch(/Empresa:\s+Padaria Horizonte Azul/);
    }
    const unknown = reportMeta(null, undefined, now);
    expect(texts(founderReportDefinition(founder(), unknown).content)).toMatch(/Empresa:\s+—/);
    expect(fileName('founder', now, named.companyName)).toBe(
      'perfil-empreendedor-padaria-horizonte-azul.pdf',
    );
  });

  it('file names and dates', () => {
    const date = new Date(2026, 10, 2);
    expect(formatDate(date)).toBe('02/11/2026');
    expect(fileName('business', date)).toBe('analise-negocio-2026-11-02.pdf');
    expect(fileName('founder', date)).toBe('perfil-empreendedor-2026-11-02.pdf');
    expect(fileName('management', date, 'Clínica Digital Odonto')).toBe(
      'analise-sistema-gestao-clinica-digital-odonto.pdf',
    );
  });
});
