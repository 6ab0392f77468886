import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readManagementAreas } from '../../../contracts/analysis-data/management';
import type { DiagnosticKind } from '../../../domain/core-diagnostics';
import { localModelPort } from '../../local-adapter';
import { dossierTaskOf, loadTask } from '../../tasks';
import { answerSetArbitrary, ownAnswers } from '../../testing/arbitraries';
import { areaOfPriority, priorityItems } from '../management-readings';
import { diagnosticIdOf, dossierInputFor, type AnswerSets } from '../../testing/dossier-fixtures';
import { allText, seededQuestionnaire } from '../../testing/fixtures';

const RUNS = 25;
/** Four analyses and six sections per run: more than the default 5 s on a busy machine. */
const TIMEOUT_MS = 60_000;

const questionsOf = (kind: DiagnosticKind) => seededQuestionnaire(diagnosticIdOf[kind]).questions;

/** Random valid answers to the four diagnostics. */
const answerSetsArbitrary: fc.Arbitrary<AnswerSets> = fc.record({
  founder: answerSetArbitrary('fundador', questionsOf('founder')),
  business: answerSetArbitrary('negocio', questionsOf('business')),
  management: answerSetArbitrary('sistema-gestao', questionsOf('management')),
  investor: answerSetArbitrary('investidor', questionsOf('investor')),
});

/** The diagnostic whose answers each section must quote. */
const quotedDiagnostic = {
  resumo_executivo: 'business',
  perfil_fundador: 'founder',
  raio_x_negocio: 'management',
  analise_mercado: 'business',
  perfil_investidor: 'investor',
  plano_estrategico: 'business',
} as const;

describe('local dossier sections: properties over random valid answer sets', () => {
  it(
    'every section passes its schema, names the company and quotes the user’s answers',
    async () => {
      const port = localModelPort();
      await fc.assert(
        fc.asyncProperty(answerSetsArbitrary, async (sets) => {
          const input = await dossierInputFor(sets);
          const company = String(sets.business.nome_empresa).replace(/\s+/g, ' ').trim();
          for (const [section, task] of Object.entries(dossierTaskOf)) {
            const output = await port.generate(task, input);
            expect((await loadTask(task)).schema.safeParse(output).success).toBe(true);
            const text = allText(output);
            expect(text).toContain(company);
            const kind = quotedDiagnostic[section as keyof typeof quotedDiagnostic];
            const own = ownAnswers(diagnosticIdOf[kind], questionsOf(kind), sets[kind]);
            expect(own.filter((answer) => text.includes(answer)).length).toBeGreaterThanOrEqual(1);
            // Deterministic: the same input gives the same output.
            expect(await port.generate(task, input)).toEqual(output);
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'takes the maturity per area from the management analysis, the allocation from the investor report and the 90 days from the first priority, then the weakest areas',
    async () => {
      const port = localModelPort();
      await fc.assert(
        fc.asyncProperty(answerSetsArbitrary, async (sets) => {
          const input = await dossierInputFor(sets);
          const areas = readManagementAreas(input.managementAnalysis);
          const xray = await port.generate('dossier-raio-x-negocio', input);
          expect(Object.values(xray.areas_avaliadas).map((area) => area.nivel_maturidade)).toEqual(
            areas.map((area) => area.nivel_maturidade),
          );

          const investor = await port.generate('dossier-perfil-investidor', input);
          expect(investor.classificacao).toBe(input.investorReport?.profileName);
          expect(investor.alocacao_recomendada.canais.map((channel) => channel.porcentagem)).toEqual(
            input.investorReport?.allocationData.channels.map((channel) => channel.percentage),
          );

          const plan = await port.generate('dossier-plano-estrategico', input);
          const first = priorityItems(String(sets.management.prioridades_12_meses ?? ''))[0];
          const focus = first ? areaOfPriority(first) : undefined;
          const weakest = areas
            .map((area, index) => ({ area, index }))
            .sort(
              (a, b) =>
                a.area.nivel_maturidade - b.area.nivel_maturidade ||
                Number(b.area.nome === focus) - Number(a.area.nome === focus) ||
                a.index - b.index,
            )
            .map(({ area }) => area.nome)
            .filter((name) => name !== focus);
          expect(plan.cronograma_tatico.map((phase) => phase.fase)).toEqual([
            'dias 1 a 30',
            'dias 31 a 60',
            'dias 61 a 90',
          ]);
          const [opening, ...rest] = plan.cronograma_tatico;
          // The first phase is the user's first stated priority (on its area when it has one).
          if (first) expect(opening?.foco).toContain(`Sua prioridade nº 1${focus ? ',' : ':'} ${first}`);
          if (focus) expect(opening?.foco).toContain(focus);
          const expected = first ? weakest.slice(0, 2) : weakest.slice(0, 3);
          expect((first ? rest : plan.cronograma_tatico).map((phase) => phase.foco.split(':')[0])).toEqual(
            expected,
          );
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
