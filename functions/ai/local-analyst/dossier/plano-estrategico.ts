import type { PlanoEstrategico } from '../../../contracts/analysis-data/dossier/plano-estrategico';
import { schedulePhases } from '../../../contracts/analysis-data/dossier/sections';
import { dossierSectionMessages } from '../../../contracts/messages/dossier-sections';
import type { ManagementAreaName } from '../../../contracts/analysis-data/management';
import { formatMoney, formatNumber, joinPt } from '../../answers/answer-sheet';
import type { AreaLevel } from '../../facts/management';
import { rankAreas, splitAreas } from '../management';
import { areaMeanings, areaOfPriority, priorityItems } from '../management-readings';
import { unique } from '../signals';
import { motiveNouns } from './analise-mercado';
import { growthModel } from './codes';
import { lowerFirst, orElse, type DossierFacts } from './facts';

const nextLevel = (level: number) => Math.min(5, Math.floor(level) + 1);

/** What to answer before each area's phase (a critical question in the plan's own words). */
const areaQuestions: Record<ManagementAreaName, string> = {
  Produto: 'Qual padrão de entrega a empresa promete a todo cliente, e quem confere se ele foi cumprido?',
  Canal: 'De onde vieram os últimos 20 clientes, e qual desses caminhos dá para repetir todo mês?',
  Funil: 'Em que etapa as vendas mais se perdem hoje: no primeiro contato, no orçamento ou no fechamento?',
  Precificação: 'Quanto custa de verdade cada produto ou serviço, e quais são vendidos abaixo desse custo?',
  Mensuração: 'Quais cinco números dizem, em dez minutos, se o mês está indo bem?',
  Conteúdo: 'Quais perguntas os clientes fazem antes de comprar que um conteúdo poderia responder?',
};

/** A phase of the schedule on an area: its moves (new words, not the analysis's recommendations). */
function areaPhase(
  area: AreaLevel,
  index: number,
  priority?: string,
): PlanoEstrategico['cronograma_tatico'][number] {
  const moves = areaMeanings[area.nome].moves;
  return {
    fase: schedulePhases[index] ?? 'dias 61 a 90',
    foco: priority
      ? `Sua prioridade nº 1, ${priority}, que leva ${area.nome} do nível ${formatNumber(area.nivel)} (${area.titulo}) ao nível ${nextLevel(area.nivel)}`
      : `${area.nome}: do nível ${formatNumber(area.nivel)} (${area.titulo}) ao nível ${nextLevel(area.nivel)}`,
    acoes: [...moves],
  };
}

/** A phase on a stated priority that no area of the radar covers. */
function priorityPhase(priority: string, index: number): PlanoEstrategico['cronograma_tatico'][number] {
  return {
    fase: schedulePhases[index] ?? 'dias 1 a 30',
    foco: `Sua prioridade nº 1: ${priority}`,
    acoes: [
      'Quebrar a prioridade em três entregas de no máximo duas semanas cada.',
      'Nomear uma pessoa responsável por cada entrega e reservar horas fixas na agenda.',
      'Revisar o andamento toda semana, em quinze minutos, e ajustar a entrega seguinte.',
    ],
  };
}

/**
 * The 90-day schedule: the user's first stated priority first (on its area when it has one), then the
 * weakest areas of the radar.
 */
function schedule(facts: DossierFacts): PlanoEstrategico['cronograma_tatico'] {
  const levels = facts.computed.maturity.areas;
  const items = priorityItems(facts.sheets.management?.text('prioridades_12_meses'));
  const first = items[0];
  const focus = first ? areaOfPriority(first) : undefined;
  const ranked = rankAreas(levels, first);
  const phases: PlanoEstrategico['cronograma_tatico'] = [];
  const used = new Set<string>();
  if (first) {
    const area = focus ? levels.find((candidate) => candidate.nome === focus) : undefined;
    phases.push(area ? areaPhase(area, 0, first) : priorityPhase(first, 0));
    if (area) used.add(area.nome);
  }
  for (const area of ranked) {
    if (phases.length >= 3) break;
    if (used.has(area.nome)) continue;
    used.add(area.nome);
    phases.push(areaPhase(area, phases.length));
  }
  return phases;
}

/** 'Time comercial' → 'o time comercial'; 'O próprio produto' → 'o próprio produto'. */
const withArticle = (text: string) =>
  /^(?:o|a|os|as) /i.test(text) ? lowerFirst(text) : `o ${lowerFirst(text)}`;

/** The indicators to follow, each with what to do with it. */
const indicatorUse: Record<string, string> = {
  Faturamento: 'Faturamento do mês, comparado com a meta e com o mesmo mês do ano anterior',
  'Margem de lucro': 'Margem de contribuição por produto, revista a cada reajuste de preço',
  'Fluxo de caixa': 'Saldo de caixa projetado para as próximas oito semanas',
  'Custo de aquisição de cliente (CAC)': 'Quanto custa conquistar cada cliente novo, por canal',
  'Taxa de conversão do funil': 'Percentual de orçamentos que viram pedido',
  'Valor do cliente ao longo do tempo (LTV)': 'Quanto um cliente compra, em média, ao longo de um ano',
  'Cancelamentos ou perda de clientes (churn)': 'Clientes que deixaram de comprar no trimestre',
  'Satisfação do cliente (NPS ou similar)': 'Nota de recomendação dos clientes, pedida após cada entrega',
  'Produtividade da equipe': 'Entregas por pessoa da equipe na semana',
};

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

/** Dossier section plano_estrategico: positioning, channels and a 90-day schedule on the first priority. */
export function planoEstrategico(facts: DossierFacts): PlanoEstrategico {
  const { Nome } = facts;
  const sheet = facts.sheets.business;
  const management = facts.sheets.management;
  // Why customers choose the company, in a word each (qualidade, atendimento próximo…), not the options pasted.
  const motivos =
    sheet?.selected('motivos_escolha').flatMap((option) => motiveNouns[option.value] ?? []) ?? [];
  const tipoCliente = sheet?.option('tipo_cliente');
  const recorrencia = sheet?.option('recorrencia');
  const ticket = sheet?.number('ticket_medio');
  const recomendacao = sheet?.number('recomendacao_clientes');
  const meta = sheet?.number('meta_faturamento');
  const substitutos = sheet?.text('substitutos');
  const motor = sheet?.optionText('motor_crescimento');
  const growth = growthModel(facts);
  const mainChannel = sheet?.distribution('faturamento_por_canal')[0];
  const levels = facts.computed.maturity.areas;
  const items = priorityItems(management?.text('prioridades_12_meses'));
  const ranked = rankAreas(levels, items[0]);
  const { strongest } = splitAreas(ranked);
  const strong = strongest[0];
  const cronograma = schedule(facts);
  const pricingFirst = items[0] !== undefined && areaOfPriority(items[0]) === 'Precificação';

  const audience =
    tipoCliente === undefined
      ? 'o cliente ideal'
      : ([
          'empresas',
          'consumidores finais',
          'empresas e consumidores, com peso maior das empresas',
          'consumidores finais e algumas empresas',
        ][tipoCliente.position - 1] ?? 'o cliente ideal');
  const reasons = motivos.length > 0 ? joinPt(motivos) : undefined;

  const indicadores = unique([
    ...(pricingFirst ? ['Margem de lucro'] : []),
    ...facts.overview.indicadores.sugeridos,
    ...facts.overview.indicadores.atuais,
  ])
    .slice(0, 5)
    .map((indicator) => indicatorUse[indicator] ?? indicator);

  return {
    proposta_valor: reasons
      ? `A promessa de ${facts.nome}: ${reasons}, o que os clientes já reconhecem, ${strong ? `entregue com a consistência ${strongest[1]?.nivel === strong.nivel ? 'de uma das áreas mais maduras' : 'da área mais madura'} da gestão, ${strong.nome} (nível ${formatNumber(strong.nivel)})` : 'entregue sempre do mesmo jeito'}. É essa promessa que a comunicação deve repetir em cada canal.`
      : `Proposta de valor de ${facts.nome} a formular a partir do que os clientes mais valorizam.`,
    posicionamento: `Para ${audience}, ${Nome} deve ocupar o lugar da escolha segura${
      substitutos ? ', não o da alternativa mais barata que se encontra em qualquer lugar' : ''
    }. ${pricingFirst ? 'É esse lugar que sustenta o reajuste de preços: quem' : 'Quem'} se posiciona pela confiança não disputa pelo menor valor.`,
    persona_principal: {
      nome: `Cliente ideal de ${Nome}`,
      descricao: [
        `${audience.charAt(0).toUpperCase()}${audience.slice(1)}`,
        ticket !== undefined ? `, com gasto médio de ${formatMoney(ticket)} por compra` : '',
        recomendacao !== undefined
          ? ` e nota ${recomendacao} de 10 de disposição para recomendar a empresa`
          : '',
        '.',
      ].join(''),
      dores: orElse(
        [
          ...(recorrencia && recorrencia.position <= 2
            ? [
                'Compra poucas vezes por ano: cada experiência ruim custa anos de recompra, e cada boa vira indicação.',
              ]
            : []),
          ...(substitutos
            ? ['Tem alternativas mais baratas à mão: precisa enxergar rápido por que vale pagar mais.']
            : []),
        ],
        'Dores do cliente a validar em cinco entrevistas.',
      ),
    },
    mix_canais: channelMix(facts),
    conteudo_recomendado: unique([
      ...(motivos.length > 0
        ? [
            `Bastidores que mostrem de onde vem ${/^(atendimento|método|preço)/.test(motivos[0]!) ? 'o' : 'a'} ${motivos[0]} que os clientes citam como motivo da escolha.`,
          ]
        : []),
      'Depoimentos curtos de clientes recentes, contando o resultado que tiveram.',
      ...(pricingFirst
        ? ['Um conteúdo que explique o que entra no preço (insumos, tempo, cuidado) antes do reajuste.']
        : []),
      'Respostas às dúvidas que mais aparecem antes de um pedido.',
    ]),
    cronograma_tatico: cronograma,
    modelo_crescimento: {
      tipo: growth.model,
      justificativa:
        growth.reason === 'chosen' && motor
          ? `${dossierSectionMessages.growthModels[growth.model]}: você apontou ${withArticle(motor.split(' — ')[0] ?? motor)} como o motor que mais vai impulsionar ${facts.nome}.`
          : `${dossierSectionMessages.growthModels[growth.model]}: ${mainChannel ? `o canal que mais fatura hoje é ${mainChannel.category.toLowerCase()} (${mainChannel.percentage}%)` : 'o motor de crescimento ainda não foi definido'}.`,
    },
    indicadores_principais: orElse(
      indicadores,
      'Faturamento, margem, conversão do funil e recompra, revisados todo mês.',
    ),
    perguntas_criticas: unique([
      ...ranked
        .filter((area) => cronograma.some((phase) => phase.foco.includes(area.nome)))
        .sort(
          (a, b) =>
            cronograma.findIndex((phase) => phase.foco.includes(a.nome)) -
            cronograma.findIndex((phase) => phase.foco.includes(b.nome)),
        )
        .map((area) => areaQuestions[area.nome]),
      'Quem na equipe assume cada frente do plano, e com quantas horas por semana?',
      ...(meta !== undefined
        ? [`Com a margem corrigida, quantos pedidos por mês faltam para chegar a ${formatMoney(meta)}?`]
        : []),
    ]).slice(0, 5),
    generatedLocally: true,
  };
}
