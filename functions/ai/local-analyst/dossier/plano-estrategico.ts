import { maturityLabel } from '../../../contracts/analysis-data/common';
import type { PlanoEstrategico } from '../../../contracts/analysis-data/dossier/plano-estrategico';
import { growthModelLabels, schedulePhases } from '../../../contracts/analysis-data/dossier/sections';
import { joinPt, quote } from '../../answers/answer-sheet';
import { unique } from '../signals';
import { growthModel } from './codes';
import { firstText, lowerFirst, orElse, type DossierFacts, type RatedArea } from './facts';

/** The 90 days of the tactical schedule, one phase per month, each on one of the weakest areas. */
const phasePeriods = ['Dias 1 a 30', 'Dias 31 a 60', 'Dias 61 a 90'] as const;

function schedulePhase(rated: RatedArea, index: number): PlanoEstrategico['cronograma_tatico'][number] {
  const { area } = rated;
  return {
    fase: schedulePhases[index] ?? 'longo prazo',
    periodo: phasePeriods[index] ?? 'Dias 61 a 90',
    foco: `${area.nome}: do nível ${area.nivel_maturidade} (${maturityLabel(area.nivel_maturidade)}) ao nível ${Math.min(5, Math.floor(area.nivel_maturidade) + 1)}`,
    acoes: orElse(
      unique([
        ...area.recomendacoes.slice(0, 2),
        ...area.gaps.slice(0, 1).map((gap) => `Partir do ponto atual — ${lowerFirst(gap)}`),
        ...area.obstaculos.slice(0, 1).map((obstacle) => `Remover o obstáculo — ${obstacle}`),
      ]),
      `Definir um responsável e uma meta mensal para ${area.nome}.`,
    ),
  };
}

/** The channel mix: the channels that bring revenue today, then the one the allocation favours. */
function channelMix(facts: DossierFacts): PlanoEstrategico['mix_canais'] {
  const current = (facts.sheets.business?.distribution('faturamento_por_canal') ?? [])
    .filter((channel) => channel.percentage > 0)
    .slice(0, 3);
  const mix: PlanoEstrategico['mix_canais'] = current.map((channel, index) => ({
    canal: channel.category,
    papel:
      index === 0 && channel.percentage > 60
        ? `Principal canal (${channel.percentage}% do faturamento): proteger, mas reduzir a dependência.`
        : `Responde por ${channel.percentage}% do faturamento.`,
    prioridade: index === 0 ? 'alta' : index === 1 ? 'média' : 'baixa',
  }));
  const allocation = [...(facts.input.investorReport?.allocationData.channels ?? [])].sort(
    (a, b) => b.percentage - a.percentage,
  )[0];
  if (allocation) {
    mix.push({
      canal: allocation.label,
      papel: `Maior fatia da verba recomendada (${allocation.percentage}%): o canal a desenvolver.`,
      prioridade: mix.length === 0 ? 'alta' : 'média',
    });
  }
  const active = facts.sheets.management?.selectedTexts('canais_ativos') ?? [];
  if (mix.length === 0 && active.length > 0) {
    return active.map((canal, index) => ({
      canal,
      papel: 'Canal ativo hoje.',
      prioridade: index === 0 ? 'alta' : 'média',
    }));
  }
  return mix.length > 0
    ? mix
    : [
        {
          canal: 'Indicação de clientes',
          papel: 'Canal a estruturar primeiro, com meta mensal.',
          prioridade: 'alta',
        },
      ];
}

/** Dossier section plano_estrategico: positioning, channels and a 90-day schedule on the weakest areas. */
export function planoEstrategico(facts: DossierFacts): PlanoEstrategico {
  const { business, Nome } = facts;
  const sheet = facts.sheets.business;
  const proposta = sheet?.text('proposta_valor');
  const clienteIdeal = sheet?.text('cliente_ideal');
  const dor = sheet?.text('dor_principal');
  const substitutos = sheet?.text('substitutos');
  const motivos = sheet?.selectedTexts('motivos_escolha') ?? [];
  const tipoCliente = sheet?.optionText('tipo_cliente');
  const motor = sheet?.optionText('motor_crescimento');
  const growth = growthModel(facts);
  const mainChannel = sheet?.distribution('faturamento_por_canal')[0];
  const conteudo = facts.areas.find((rated) => rated.key === 'conteudo')?.area;

  return {
    proposta_valor:
      (proposta ? quote(proposta) : firstText(business?.cliente_ideal_proposta.proposta_valor)) ??
      `Proposta de valor de ${facts.nome} a formular a partir do que os clientes mais valorizam.`,
    posicionamento: [
      `Para ${clienteIdeal ? quote(clienteIdeal) : 'o cliente ideal'}, ${Nome} é a escolha`,
      motivos.length
        ? ` pelo que os clientes já reconhecem: ${joinPt(motivos.map(quote))}`
        : ' que resolve o problema central do cliente',
      dor ? `, resolvendo ${quote(dor)}` : '',
      '.',
    ].join(''),
    persona_principal: {
      nome: `Cliente ideal de ${Nome}`,
      descricao: [
        clienteIdeal
          ? quote(clienteIdeal)
          : (firstText(business?.cliente_ideal_proposta.cliente_ideal) ?? 'Cliente ideal ainda não descrito'),
        tipoCliente ? ` — ${tipoCliente}` : '',
        '.',
      ].join(''),
      dores: orElse(
        [
          ...(dor ? [`Procura ${facts.nome} por: ${quote(dor)}.`] : []),
          ...(substitutos ? [`Hoje resolve com: ${quote(substitutos)}.`] : []),
        ],
        'Dores do cliente a validar em cinco entrevistas.',
      ),
    },
    mix_canais: channelMix(facts),
    conteudo_recomendado: unique([
      ...(dor ? [`Conteúdos que respondam à dor do cliente: ${quote(dor)}.`] : []),
      ...(motivos.length ? [`Cases que provem ${joinPt(motivos.map(quote))}.`] : []),
      ...(conteudo?.recomendacoes.slice(0, 1) ?? []),
      'Depoimentos de clientes com números do resultado alcançado.',
    ]),
    cronograma_tatico: facts.weakest.slice(0, 3).map(schedulePhase),
    modelo_crescimento: {
      tipo: growth.model,
      justificativa:
        growth.reason === 'chosen' && motor
          ? `${growthModelLabels[growth.model]}: o motor de crescimento escolhido pelo fundador é ${quote(motor)}.`
          : `${growthModelLabels[growth.model]}: ${mainChannel ? `o canal que mais fatura hoje é ${quote(mainChannel.category)} (${mainChannel.percentage}%)` : 'o motor de crescimento ainda não foi definido'}.`,
    },
    indicadores_principais: orElse(
      unique([...facts.overview.indicadores.sugeridos, ...facts.overview.indicadores.atuais]).slice(0, 5),
      'Faturamento, margem, conversão do funil e recompra, revisados todo mês.',
    ),
    perguntas_criticas: orElse(
      unique([
        ...(business?.entendimento_situacao.perguntas_responder ?? []),
        ...facts.overview.entendimento_situacao.perguntas_responder,
      ]).slice(0, 5),
      `O que precisa ser verdade para ${facts.nome} dobrar de tamanho?`,
    ),
    generatedLocally: true,
  };
}
