import { maturityLabel } from '../../../contracts/analysis-data/common';
import { readDossierSection } from '../../../contracts/analysis-data/dossier/read-dossier-section';
import type { ResumoExecutivo } from '../../../contracts/analysis-data/dossier/resumo-executivo';
import { quote } from '../../answers/answer-sheet';
import { unique } from '../signals';
import { businessStage, founderAmbition } from './codes';
import { firstText, orElse, type DossierFacts } from './facts';

const stageDescriptions = {
  tracao: 'buscando tração: vender com mais previsibilidade antes de estruturar para escalar',
  escala: 'em escala: o modelo está validado e o desafio é crescer com eficiência',
  estagnacao: 'em estagnação: o faturamento parou de crescer e pede uma nova alavanca',
  reinvencao: 'em reinvenção: mudando o modelo, o produto ou o mercado',
} as const;

/** What each stage asks of the company next (estagio_atual.descricao: the phase, not the founder's words again). */
const stageDemands = {
  tracao:
    'Nesta fase, o foco é transformar vendas em processo repetível: um canal principal previsível, um funil medido e provas de resultado.',
  escala:
    'Nesta fase, o foco é crescer sem perder margem: processos documentados, time com autonomia e indicadores acompanhados toda semana.',
  estagnacao:
    'Nesta fase, o foco é encontrar a próxima alavanca: revisar cliente ideal, oferta e canais antes de investir mais no que já não cresce.',
  reinvencao:
    'Nesta fase, o foco é validar o novo modelo com pouco risco: testes curtos, metas claras e o caixa do negócio atual preservado.',
} as const;

/** Dossier section resumo_executivo: the synthesis of the analyses (and of the sections already written). */
export function resumoExecutivo(facts: DossierFacts): ResumoExecutivo {
  const { business, founder, Nome } = facts;
  const sheet = facts.sheets.business;
  const oQueVende = sheet?.text('o_que_vende');
  const clienteIdeal = sheet?.text('cliente_ideal');
  const proposta = sheet?.text('proposta_valor');
  const estagio = sheet?.optionText('estagio');
  const fase = businessStage(facts);
  const weakest = facts.weakest[0];
  const founderSection = readDossierSection('perfil_fundador', facts.input.sections);
  const profile = facts.input.investorProfile;

  const pitch = [
    `${Nome}${oQueVende ? ` oferece ${quote(oQueVende)}` : ' atende'}`,
    clienteIdeal ? ` para ${quote(clienteIdeal)}.` : '.',
    proposta ? ` Proposta de valor: ${quote(proposta)}.` : '',
  ].join('');
  const fallbackPitch = firstText(
    business?.cliente_ideal_proposta.proposta_valor,
    business?.resumo_executivo,
  );

  const achados = unique([
    ...(business?.pontos_fortes.slice(0, 1) ?? []),
    ...(business?.pontos_fracos.slice(0, 1) ?? []),
    ...(weakest
      ? [
          `Área de gestão mais frágil: ${weakest.area.nome}, no nível ${weakest.area.nivel_maturidade} (${maturityLabel(weakest.area.nivel_maturidade)}).`,
        ]
      : []),
    ...founder.desenvolvimento.slice(0, 1),
    `Perfil de investidor ${profile.profile} (pontuação ${profile.score}).`,
  ]);

  return {
    elevator_pitch:
      oQueVende || clienteIdeal || proposta ? pitch : `${Nome}: ${fallbackPitch ?? 'proposta a formular.'}`,
    perfil_fundador:
      firstText(founderSection?.frase_resumo, founder.resumo) ??
      `Fundador de perfil ${founder.perfil || 'ainda não analisado'}.`,
    estagio_negocio: `${Nome} está ${stageDescriptions[fase]}${estagio ? ` — nas palavras do fundador, ${quote(estagio)}` : ''}${
      business?.nivel_de_maturidade ? `. Maturidade do negócio: ${business.nivel_de_maturidade}` : ''
    }.`,
    principais_achados: orElse(achados, `As análises de ${facts.nome} ainda não apontam achados.`),
    direcionamento_estrategico:
      firstText(
        business?.analise_swot.recomendacao_estrategica,
        facts.overview.recommendations[0],
        weakest?.area.recomendacoes[0],
      ) ?? `Elevar ${weakest?.area.nome ?? 'a área mais frágil'} ao próximo nível nos próximos 90 dias.`,
    estagio_atual: {
      fase,
      descricao: `${stageDemands[fase]}${
        weakest
          ? ` O que mais pesa agora: ${weakest.area.nome}, no nível ${weakest.area.nivel_maturidade} (${maturityLabel(weakest.area.nivel_maturidade)}).`
          : ''
      }`,
    },
    ambicao_fundador: founderAmbition(facts),
    generatedLocally: true,
  };
}
