import { maturityLabel } from '../../../contracts/analysis-data/common';
import { readDossierSection } from '../../../contracts/analysis-data/dossier/read-dossier-section';
import type { ResumoExecutivo } from '../../../contracts/analysis-data/dossier/resumo-executivo';
import { formatMoney, formatNumber, joinPt } from '../../answers/answer-sheet';
import { discLabels, sharePercent, type FounderFacts } from '../../facts/founder';
import { discReading, discTraits } from '../disc';
import { rankedFronts } from '../growth-fronts';
import { marketReadings, motiveNouns } from './analise-mercado';
import { unique } from '../signals';
import { businessStage, founderAmbition } from './codes';
import { firstText, lowerFirst, orElse, type DossierFacts } from './facts';

const stageDescriptions = {
  validacao:
    'em validação: ainda buscando os primeiros clientes recorrentes e a prova de que a oferta se paga',
  tracao: 'buscando tração: vender com mais previsibilidade antes de estruturar para escalar',
  escala: 'em escala: o modelo está validado e o desafio é crescer com eficiência',
  estagnacao: 'em estagnação: o faturamento parou de crescer e pede uma nova alavanca',
  reinvencao: 'em reinvenção: mudando o modelo, o produto ou o mercado',
} as const;

/** What each stage asks of the company next (estagio_atual.descricao: the phase, not the founder's words again). */
const stageDemands = {
  validacao:
    'Nesta fase, o foco é provar que a oferta resolve um problema pelo qual o cliente paga e volta a pagar: poucos clientes bem atendidos, conversas frequentes e números simples de recompra.',
  tracao:
    'Nesta fase, o foco é transformar vendas em processo repetível: um canal principal previsível, um funil medido e provas de resultado.',
  escala:
    'Nesta fase, o foco é crescer sem perder margem: processos documentados, time com autonomia e indicadores acompanhados toda semana.',
  estagnacao:
    'Nesta fase, o foco é encontrar a próxima alavanca: revisar cliente ideal, oferta e canais antes de investir mais no que já não cresce.',
  reinvencao:
    'Nesta fase, o foco é validar o novo modelo com pouco risco: testes curtos, metas claras e o caixa do negócio atual preservado.',
} as const;

/** What the founder's ambition asks (the spec's codes). */
const ambitionWords = {
  crescer: 'crescer com força e ganhar relevância',
  vender: 'preparar a empresa para ser vendida',
  perpetuar: 'construir uma empresa que dure',
  'sair do dia a dia': 'sair do dia a dia e ter uma empresa que funcione sem a sua presença',
} as const;

/** For whom (tipo_cliente, options 1-4), as the pitch says it. */
const pitchBuyers: Record<number, string> = {
  1: 'para empresas',
  2: 'para consumidores finais',
  3: 'para empresas e, em menor parte, consumidores finais',
  4: 'para consumidores finais e, em menor parte, empresas',
};

/** What the company sells, in a few words: the answer up to its first 'para', comma or period (≤ 60 characters). */
function offerWords(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const clean = text.replace(/\s+/g, ' ').trim().replace(/[.!]$/, '');
  const beforePara = clean.split(/\s+para\s+|\.\s|;\s/)[0]!;
  const short = clean.length <= 60 ? clean : beforePara.length <= 60 ? beforePara : clean.split(/,\s/)[0]!;
  if (short.length < 3 || short.length > 60) return undefined;
  return /^[A-ZÀ-Ú][a-zà-ú]/.test(short) ? lowerFirst(short) : short;
}

/** Dossier section resumo_executivo: the analyses synthesised — pitch, stage, findings across them, one direction. */
/** 'o perfil puxado por Dominância (39%) decide rápido'; in a tie, every tied dimension with equal weight. */
function leadershipPull(founder: FounderFacts): string {
  const leaders = founder.tie.length > 0 ? founder.tie : founder.ranked.slice(0, 1);
  const share = sharePercent(founder.shares[leaders[0]!]);
  return leaders.length > 1
    ? `o perfil em empate entre ${joinPt(leaders.map((dimension) => discLabels[dimension]))} (${share} cada) ${joinPt(leaders.map((dimension) => discTraits[dimension].inShort))}`
    : `o perfil puxado por ${discLabels[leaders[0]!]} (${share}) ${discTraits[leaders[0]!].inShort}`;
}

export function resumoExecutivo(facts: DossierFacts): ResumoExecutivo {
  const { Nome, nome } = facts;
  const sheet = facts.sheets.business;
  const fase = businessStage(facts);
  const ambicao = founderAmbition(facts);
  const weakest = facts.weakest[0];
  const strongest = [...facts.areas].sort((a, b) => b.area.nivel_maturidade - a.area.nivel_maturidade)[0];
  const founderSection = readDossierSection('perfil_fundador', facts.input.sections);
  const founderFacts = facts.computed.founder;
  const investor = facts.computed.investor;
  const readings = marketReadings(facts);
  const fronts = sheet ? rankedFronts(sheet) : [];
  const firstName = facts.input.userFirstName?.trim();

  const offer = offerWords(sheet?.text('o_que_vende'));
  const buyer = pitchBuyers[sheet?.option('tipo_cliente')?.value ?? 0];
  const motives =
    sheet?.selected('motivos_escolha').flatMap((option) => motiveNouns[option.value] ?? []) ?? [];
  const nps = sheet?.number('recomendacao_clientes');
  const m = sheet?.number('margem_liquida');
  const pitch = [
    `${Nome} ${offer ? `oferece ${offer}` : 'atende'}`,
    buyer ? ` ${buyer}` : '',
    '.',
    motives.length ? ` Quem compra escolhe a empresa por ${joinPt(motives)}` : '',
    motives.length && nps !== undefined && nps >= 7 ? ` e a recomenda com nota ${nps} de 10` : '',
    motives.length ? '.' : '',
  ].join('');

  // The dimensions that lead (the founder analysis's reading), so both documents say the same.
  const top = founderFacts?.answered
    ? discReading(founderFacts.shares, founderFacts.ranked).strong.slice(0, 2)
    : [];
  const computedFounder = founderFacts?.answered
    ? `${firstName ? `${firstName}, seu` : 'Seu'} perfil é ${founderFacts.profile}, puxado por ${joinPt(
        top.map((dimension) => `${discLabels[dimension]} (${sharePercent(founderFacts.shares[dimension])})`),
      )}; a ambição declarada é ${ambitionWords[ambicao]}.`
    : undefined;
  const lowest = weakest?.area.nivel_maturidade;
  const tied = weakest ? facts.areas.filter((rated) => rated.area.nivel_maturidade === lowest) : [];

  const s1 = readings.strengths[0];
  const w1 = readings.weaknesses[0];
  const achados = unique([
    ...(s1 && w1
      ? [`Negócio: ${s1.strong}, mas ${w1.weak}.`]
      : w1
        ? [`Negócio: ${w1.weak}.`]
        : s1
          ? [`Negócio: ${s1.strong}.`]
          : []),
    ...(weakest
      ? [
          `Gestão: ${
            tied.length > 1
              ? `${tied.length} áreas estão no nível ${lowest} (${maturityLabel(lowest!)}), e a primeira a subir é ${weakest.area.nome}`
              : `a área mais frágil é ${weakest.area.nome}, no nível ${lowest} (${maturityLabel(lowest!)})`
          }${
            strongest && strongest.area.nivel_maturidade > weakest.area.nivel_maturidade
              ? `; a mais madura é ${strongest.area.nome}, no nível ${strongest.area.nivel_maturidade}`
              : ''
          }.`,
        ]
      : []),
    ...(founderFacts?.answered
      ? [
          `Liderança: ${leadershipPull(founderFacts)}${
            ambicao === 'sair do dia a dia'
              ? ', mas sair do dia a dia pede regras escritas e pessoas com autonomia para decidir sem você'
              : ambicao === 'vender'
                ? ', mas vender a empresa exige números e processos auditáveis'
                : '; o desafio é fazer a equipe sustentar esse ritmo'
          }.`,
        ]
      : []),
    ...(investor.hasReport && investor.suggestedBudget > 0
      ? [
          m !== undefined && m < 10
            ? `Dinheiro: com margem de ${m}%, os ${formatMoney(investor.suggestedBudget)} mensais sugeridos para marketing devem vir em etapas, à medida que a margem melhora.`
            : `Dinheiro: perfil de investidor ${investor.profile.profile}, com ${formatMoney(investor.suggestedBudget)} por mês sugeridos para marketing.`,
        ]
      : []),
    ...(fronts[0]
      ? [
          `Crescimento: a hipótese mais promissora é ${fronts[0].action}, que pede ${{ baixo: 'pouco esforço', médio: 'esforço moderado', alto: 'muito esforço' }[fronts[0].effort]}.`,
        ]
      : []),
  ]).slice(0, 5);

  const direction = [
    fronts[0]
      ? `Nos próximos 90 dias, ${nome} deve ${fronts[0].action}${fronts[1] ? ` e, em seguida, ${fronts[1].action}` : ''}`
      : `Nos próximos 90 dias, ${nome} deve concentrar energia no que os clientes já valorizam`,
    weakest
      ? `, enquanto ${weakest.area.nome} sobe do nível ${weakest.area.nivel_maturidade} para o ${Math.min(5, weakest.area.nivel_maturidade + 1)}`
      : '',
    '. ',
    fronts.length > 2 ? 'As demais frentes esperam até esses resultados aparecerem.' : 'Todo o resto espera.',
  ].join('');

  return {
    elevator_pitch: pitch,
    perfil_fundador:
      firstText(founderSection?.frase_resumo, computedFounder) ??
      `Perfil ${facts.founder.perfil || 'ainda não analisado'}; a ambição declarada é ${ambitionWords[ambicao]}.`,
    estagio_negocio: `${Nome} está ${stageDescriptions[fase]}${
      facts.business?.nivel_de_maturidade
        ? `. O negócio está no nível ${facts.business.nivel_de_maturidade} de maturidade`
        : ''
    }, e a gestão, no grau ${formatNumber(facts.computed.maturity.grau)} de 5.`,
    principais_achados: orElse(achados, `As análises de ${nome} ainda não apontam achados.`),
    direcionamento_estrategico: direction,
    estagio_atual: {
      fase,
      descricao: `${stageDemands[fase]}${
        weakest
          ? ` Para ${nome}, isso começa por ${weakest.area.nome}, hoje no nível ${weakest.area.nivel_maturidade} (${maturityLabel(weakest.area.nivel_maturidade)}).`
          : ''
      }`,
    },
    ambicao_fundador: ambicao,
    generatedLocally: true,
  };
}
