import { maturityLabel } from '../../../contracts/analysis-data/common';
import type { DossierAreaKey, RaioXNegocio } from '../../../contracts/analysis-data/dossier/raio-x-negocio';
import { formatNumber, joinPt, quote } from '../../answers/answer-sheet';
import { unique } from '../signals';
import { firstText, lowerFirst, orElse, type DossierFacts, type RatedArea } from './facts';

/** The areas that take a strength to the market. */
const marketingAreas: readonly DossierAreaKey[] = ['canal', 'funil', 'conteudo'];

const describeLevel = ({ area }: RatedArea) =>
  `${area.nome} no nível ${area.nivel_maturidade} (${maturityLabel(area.nivel_maturidade)})`;

/** What the weakest areas lack, in the management analysis's words (a gap, an obstacle or its fix). */
const areaGap = ({ area }: RatedArea) =>
  firstText(area.gaps[0], area.obstaculos[0], area.recomendacoes[0], area.descricao_maturidade);

function readiness(facts: DossierFacts, grade: number): string {
  const weakest = facts.weakest.slice(0, 2).map((rated) => rated.area.nome);
  const estrutura = facts.overview.capacidade_execucao.estrutura_atual;
  const verdict =
    grade < 2.5
      ? `${facts.Nome} ainda não está pronta para escalar: crescer agora ampliaria as falhas em ${joinPt(weakest)}.`
      : grade < 3.5
        ? `${facts.Nome} está pronta para crescer de forma controlada, desde que ${joinPt(weakest)} subam de nível antes de acelerar a aquisição.`
        : `${facts.Nome} tem base para escalar; o cuidado é não deixar ${joinPt(weakest)} virarem o gargalo do crescimento.`;
  return estrutura ? `${verdict} Estrutura atual: ${estrutura}` : verdict;
}

/** Dossier section raio_x_negocio: maturity per area from the management analysis. */
export function raioXNegocio(facts: DossierFacts): RaioXNegocio {
  const { grau: grade, nivel } = facts.computed.maturity;
  const strongest = [...facts.weakest].reverse().slice(0, 2);
  const weakest = facts.weakest.slice(0, 3);
  const business = facts.business;

  const gaps = unique([
    ...weakest
      .filter(({ area }) => area.nivel_maturidade < 4)
      .map((rated) => {
        const gap = areaGap(rated);
        return gap ? `${describeLevel(rated)}: ${lowerFirst(gap)}` : `${describeLevel(rated)}.`;
      }),
    ...(business?.pontos_fracos.slice(0, 1) ?? []),
  ]);

  const strength = firstText(business?.pontos_fortes[0], strongest[0]?.area.pontos_fortes[0]);
  const communication = facts.weakest.filter(({ key }) => marketingAreas.includes(key)).slice(0, 2);
  const neglected = strength
    ? `${strength} Esse trunfo ainda não chega ao mercado: ${joinPt(communication.map(describeLevel))}. Transformá-lo em argumento de venda e em conteúdo é a alavanca mais barata de crescimento.`
    : `${strongest[0] ? describeLevel(strongest[0]) : 'A área mais madura'} é a base a aproveitar em ${joinPt(communication.map(({ area }) => area.nome))}.`;

  const clareza = facts.overview.clareza_estrategica;
  const teoria = firstText(clareza.teoria_vencer, business?.ideias_crescimento.teoria_vencer);
  const visaoFundador = facts.sheets.founder?.text('visao_empresa');
  const visao = firstText(clareza.visao_longo_prazo, visaoFundador && quote(visaoFundador));

  return {
    grau_maturidade: grade,
    maturidade_descricao: `${facts.Nome} está no nível ${nivel} de maturidade de gestão (média ${formatNumber(grade)} de 5). ${joinPt(
      strongest.map(describeLevel),
    )} são as áreas mais desenvolvidas; ${joinPt(weakest.slice(0, 2).map(describeLevel))} pedem prioridade.`,
    areas_avaliadas: Object.fromEntries(
      facts.areas.map(({ key, area }) => [
        key,
        {
          nivel_maturidade: area.nivel_maturidade,
          titulo_maturidade: maturityLabel(area.nivel_maturidade),
          descricao_maturidade:
            firstText(area.descricao_maturidade) ?? `Nível ${area.nivel_maturidade} de 5.`,
        },
      ]),
    ) as RaioXNegocio['areas_avaliadas'],
    gaps_criticos: orElse(gaps, `Nenhuma área abaixo do nível 4: o desafio é manter a consistência.`),
    ponto_forte_negligenciado: neglected,
    diagnostico_prontidao: readiness(facts, grade),
    clareza_estrategica: {
      nivel: firstText(clareza.nivel) ?? (teoria && visao ? 'Média' : 'Baixa'),
      visao_longo_prazo: visao ?? 'Visão de longo prazo ainda não registrada.',
      teoria_vencer: teoria ?? 'Teoria de como vencer ainda não formulada.',
    },
    generatedLocally: true,
  };
}
