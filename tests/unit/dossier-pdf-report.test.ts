import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import { beforeAll, describe, expect, it } from 'vitest';
import { localModelPort } from '../../functions/ai/local-adapter';
import { dossierTaskOf } from '../../functions/ai/tasks';
import { dossierInputFor } from '../../functions/ai/testing/dossier-fixtures';
import {
  dossierSectionKeys,
  type DossierSectionKey,
} from '../../functions/contracts/analysis-data/dossier/sections';
import type { DossierResponse } from '../../functions/contracts/dossier';
import {
  InsufficientDataError,
  fileName,
  type PdfDocument,
  type ReportMeta,
} from '../../web/src/lib/pdf/document';
import { dossierReportDefinition } from '../../web/src/features/dossier/pdf/dossier-report';

const meta: ReportMeta = { companyName: 'Clínica Digital Odonto', userName: 'Ana Souza', date: '24/11/2026' };

beforeAll(() => {
  const require = createRequire(import.meta.url);
  pdfmake.addFonts(require('pdfmake/fonts/Roboto.js'));
});

/** The six sections as the workflow writes them: one after another, each seeing the ones before. */
async function generatedDossier(
  only: readonly DossierSectionKey[] = dossierSectionKeys,
): Promise<DossierResponse> {
  const port = localModelPort();
  const content: Partial<Record<DossierSectionKey, unknown>> = {};
  for (const key of dossierSectionKeys) {
    const input = await dossierInputFor(undefined, content);
    content[key] = await port.generate(dossierTaskOf[key], input);
  }
  return {
    readiness: { state: 'ready', completedDiagnostics: 4, analysesReady: 4, analysesProcessing: 0, total: 4 },
    companyName: meta.companyName,
    version: 'enhanced',
    generating: false,
    createdAt: '2026-11-24T12:00:00.000Z',
    updatedAt: '2026-11-24T12:00:00.000Z',
    sections: dossierSectionKeys.map((key) => ({
      key,
      status: only.includes(key) ? 'completed' : null,
      error: null,
      updatedAt: only.includes(key) ? '2026-11-24T12:00:00.000Z' : null,
      content: only.includes(key) ? content[key] : null,
      staleSources: [],
    })),
  };
}

const render = (definition: PdfDocument) => pdfmake.createPdf(definition).getBuffer();
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

function texts(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(texts).join(' ');
  if (value && typeof value === 'object') return Object.values(value).map(texts).join(' ');
  return '';
}

describe('dossier PDF', () => {
  it('A4 portrait: a cover with the company, the six sections each from a new page, Página N de M', async () => {
    const definition = dossierReportDefinition(await generatedDossier(), meta);
    expect(definition).toMatchObject({ pageSize: 'A4', pageOrientation: 'portrait' });
    const all = texts(definition.content);
    expect(all).toContain('Clínica Digital Odonto');
    for (const title of [
      'Resumo Executivo',
      'Perfil do Fundador',
      'Raio-X do Negócio',
      'Análise de Mercado',
      'Perfil de Investidor',
      'Plano Estratégico',
    ])
      expect(all).toContain(title);
    // The user's own words and figures reach the report.
    expect(all).toContain('oferece software de agendamento');
    expect(all).toContain('Sistema X e Rede Y');
    expect(all).toContain('Cronograma tático');
    expect(all).toMatch(/R\$ \d{1,3}(\.\d{3})*,\d{2}\/mês/);
    expect((definition.footer(2, 9) as { text: string }).text).toBe('Página 2 de 9');
    const breaks = (definition.content as { pageBreak?: string }[]).filter((part) => part.pageBreak);
    expect(breaks.map((part) => part.pageBreak)).toEqual([
      'after',
      'before',
      'before',
      'before',
      'before',
      'before',
    ]);
    const pdf = await render(definition);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(7);
    // Six generated sections rendered to a real PDF: ~2 s alone, over 5 s beside a browser test run.
  }, 30_000);

  it('leaves out the sections never generated, without a blank page', async () => {
    const definition = dossierReportDefinition(
      await generatedDossier(['raio_x_negocio', 'plano_estrategico']),
      meta,
    );
    const all = texts(definition.content);
    expect(all).toContain('Raio-X do Negócio');
    expect(all).not.toContain('Resumo Executivo');
    const breaks = (definition.content as { pageBreak?: string }[]).filter((part) => part.pageBreak);
    expect(breaks.map((part) => part.pageBreak)).toEqual(['after', 'before']);
  });

  it('refuses a dossier with nothing generated (Dados insuficientes)', async () => {
    expect(() => dossierReportDefinition(generatedDossierWithout(), meta)).toThrow(InsufficientDataError);
  });

  it('prints each channel’s amount with its centavos, as the facts state it', async () => {
    const dossier = await generatedDossier(['perfil_investidor']);
    const section = dossier.sections.find((entry) => entry.key === 'perfil_investidor')!;
    // R$ 7.145,60 a month at 25%: R$ 1.786,40, never rounded to R$ 1.786,00.
    const content = section.content as Record<string, any>;
    content.investimento_recomendado = 7145.6;
    content.alocacao_recomendada.canais[0].porcentagem = 25;
    const text = texts(dossierReportDefinition(dossier, meta).content);
    expect(text).toContain('R$ 1.786,40/mês');
    expect(text).not.toContain('R$ 1.786,00');
  });

  it('names the scale of the X-ray’s grade and of the areas’ levels', async () => {
    const text = texts(dossierReportDefinition(await generatedDossier(['raio_x_negocio']), meta).content);
    expect(text).toContain('Maturidade da gestão: média dos níveis das seis áreas, na escala de 1 a 5.');
    expect(text).toContain('2,3 de 5 · Básico');
    expect(text).toContain('Nível de cada área na escala de 1 a 5: 1 Rudimentar');
  });

  it('names the file after the company', () => {
    expect(fileName('dossier', new Date(2026, 10, 24), 'Clínica Digital Odonto')).toBe(
      'dossie-estrategico-clinica-digital-odonto.pdf',
    );
  });
});

function generatedDossierWithout(): DossierResponse {
  return {
    readiness: { state: 'ready', completedDiagnostics: 4, analysesReady: 4, analysesProcessing: 0, total: 4 },
    companyName: null,
    version: null,
    generating: false,
    createdAt: null,
    updatedAt: null,
    sections: dossierSectionKeys.map((key) => ({
      key,
      status: null,
      error: null,
      updatedAt: null,
      content: null,
      staleSources: [],
    })),
  };
}
