import type { BusinessAnalysis } from '../../contracts/analysis-data/business-analysis';
import type { AnswerSheet } from '../answers/answer-sheet';
import { companyNameOf, formatMoney, formatNumber, joinPt, quote } from '../answers/answer-sheet';
import { businessFacts, type BusinessReading, type BusinessReadingKey } from '../facts/business';
import { rankSignals, unique, type Signal } from './signals';

/** The texts of each reading of the business diagnostic (its score: functions/ai/facts/business.ts). */
function signalTexts(sheet: AnswerSheet): Record<BusinessReadingKey, Omit<Signal, 'score'>> {
  const nps = sheet.number('recomendacao_clientes');
  const recorrencia = sheet.option('recorrencia');
  const copia = sheet.number('dificuldade_copia');
  const concentracao = sheet.number('concentracao_clientes');
  const preco = sheet.option('formacao_preco');
  const reajuste = sheet.option('ultimo_reajuste');
  const margem = sheet.number('margem_liquida');
  const conteudo = sheet.selected('conteudo_publicado');
  const semConteudo = conteudo.find((o) => o.value === 7);
  const principal = sheet.distribution('faturamento_por_canal')[0];
  return {
    recomendacao_clientes: {
      strength: `Clientes satisfeitos: nota média de recomendação ${nps}/10.`,
      weakness: `Nota de recomendação baixa (${nps}/10): a experiência do cliente precisa de atenção.`,
      recommendation:
        'Ouvir os clientes insatisfeitos e corrigir as três causas de insatisfação mais citadas.',
    },
    recorrencia: {
      strength: `Receita recorrente: ${quote(recorrencia?.text ?? '')}.`,
      weakness: `Pouca recorrência: ${quote(recorrencia?.text ?? '')}.`,
      recommendation:
        'Criar uma oferta de recompra ou assinatura para transformar clientes avulsos em recorrentes.',
    },
    dificuldade_copia: {
      strength: `Diferencial difícil de copiar (nota ${copia} de 5).`,
      weakness: `Oferta fácil de copiar (nota ${copia} de 5): o diferencial ainda não está protegido.`,
      recommendation:
        'Proteger o diferencial com método próprio, marca ou contratos que elevem o custo de troca.',
    },
    provas_resultado: {
      strength: 'Há provas concretas de resultado (cases, depoimentos ou avaliações).',
      weakness: 'Faltam provas concretas do resultado entregue (cases com números, depoimentos).',
      recommendation: 'Documentar três cases com números e pedir depoimentos aos clientes mais satisfeitos.',
    },
    concentracao_clientes: {
      strength: `Faturamento pulverizado: os cinco maiores clientes respondem por ${concentracao}% da receita.`,
      weakness: `Concentração de receita: ${concentracao}% do faturamento vem dos cinco maiores clientes.`,
      recommendation:
        'Reduzir a dependência dos maiores clientes conquistando contas do mesmo perfil em outros segmentos.',
    },
    formacao_preco: {
      strength: `Preço definido com critério: ${quote(preco?.text ?? '')}.`,
      weakness: `Precificação frágil: ${quote(preco?.text ?? '')}.`,
      recommendation:
        'Revisar a precificação com base no valor percebido pelo cliente e na margem de contribuição.',
    },
    ultimo_reajuste: {
      strength: `Preços atualizados: último reajuste ${quote(reajuste?.text ?? '')}.`,
      weakness: `Preços defasados: último reajuste ${quote(reajuste?.text ?? '')}.`,
      recommendation:
        'Planejar um reajuste de preços comunicado com antecedência, começando pelos novos clientes.',
    },
    margem_liquida: {
      strength: `Margem líquida saudável, de cerca de ${margem}%.`,
      weakness: `Margem líquida apertada, de cerca de ${margem}%.`,
      recommendation:
        'Atacar a margem: rever custos variáveis, descontos e o mix de produtos mais lucrativos.',
    },
    conhece_cac: {
      strength: 'A empresa conhece o seu custo de aquisição de clientes (CAC).',
      weakness: 'A empresa não conhece o seu custo de aquisição de clientes (CAC).',
      recommendation: 'Medir o CAC por canal todo mês para investir onde o cliente sai mais barato.',
    },
    conteudo_publicado: {
      strength: `Conteúdo publicado com regularidade: ${joinPt(conteudo.map((o) => o.text))}.`,
      weakness: semConteudo
        ? `Sem conteúdo regular: ${quote(semConteudo.text)}.`
        : `Pouco conteúdo publicado com regularidade (${joinPt(conteudo.map((o) => o.text))}).`,
      recommendation:
        'Montar um calendário editorial com cases e conteúdos que respondam às dúvidas do cliente ideal.',
    },
    faturamento_por_canal: {
      strength: `Canais diversificados: o maior canal (${principal?.category}) responde por ${principal?.percentage}% do faturamento.`,
      weakness: `Dependência de um canal: ${principal?.category} responde por ${principal?.percentage}% do faturamento.`,
      recommendation: `Desenvolver um segundo canal previsível para reduzir a dependência de ${principal?.category ?? 'um único canal'}.`,
    },
  };
}

/** The signals of the business diagnostic: the computed readings (0-1) with their texts. */
function businessSignals(sheet: AnswerSheet, readings: readonly BusinessReading[]): Signal[] {
  const texts = signalTexts(sheet);
  return readings.map((reading) => ({ score: reading.score, ...texts[reading.key] }));
}

const forceLevel = (scale: number | undefined) =>
  scale === undefined ? 'Não avaliado' : scale >= 0.6 ? 'Alto' : scale >= 0.34 ? 'Médio' : 'Baixo';

/** The business analysis from the answers of the business diagnostic. */
export function businessAnalysis(sheet: AnswerSheet): BusinessAnalysis {
  const company = companyNameOf(sheet);
  const nome = company ? quote(company) : 'a empresa';
  const Nome = company ? quote(company) : 'A empresa';
  const oQueVende = sheet.text('o_que_vende');
  const setor = sheet.optionText('setor');
  const estagio = sheet.optionText('estagio');
  const colaboradores = sheet.optionText('colaboradores');
  const tipoCliente = sheet.optionText('tipo_cliente');
  const clienteIdeal = sheet.text('cliente_ideal');
  const dor = sheet.text('dor_principal');
  const proposta = sheet.text('proposta_valor');
  const motivos = sheet.selectedTexts('motivos_escolha');
  const concorrentes = sheet.text('concorrentes');
  const substitutos = sheet.text('substitutos');
  const tendencias = sheet.selected('tendencias');
  const gargalo = sheet.optionText('gargalo_funil');
  const ciclo = sheet.optionText('ciclo_venda');
  const conversao = sheet.number('taxa_conversao');
  const ticket = sheet.number('ticket_medio');
  const meta = sheet.number('meta_faturamento');
  const confiancaMeta = sheet.number('confianca_meta');
  const motor = sheet.option('motor_crescimento');
  const frentes = sheet.selectedTexts('frentes_crescimento');
  const aposta = sheet.text('aposta_crescimento');

  const { readings, nivel } = businessFacts(sheet);
  const signals = businessSignals(sheet, readings);
  const { strongest, weakest } = rankSignals(signals);

  const pontosFortes = unique([
    ...strongest.map((signal) => signal.strength),
    ...(motivos.length > 0 ? [`Os clientes escolhem a empresa por: ${joinPt(motivos.map(quote))}.`] : []),
  ]);
  if (pontosFortes.length === 0)
    pontosFortes.push(`${Nome} já opera e tem clientes que confiam na sua entrega.`);
  const pontosFracos = unique([
    ...weakest.map((signal) => signal.weakness),
    ...(gargalo ? [`A maior perda de clientes acontece em: ${quote(gargalo)}.`] : []),
  ]);
  if (pontosFracos.length === 0)
    pontosFracos.push('Os processos comerciais ainda não foram medidos com precisão.');

  // Five forces, each from the matching answer.
  const rivalidade = sheet.option('rivalidade');
  const poderClientes = sheet.option('poder_clientes');
  const poderFornecedores = sheet.option('poder_fornecedores');
  const entrantes = sheet.option('novos_entrantes');
  const concentracao = sheet.number('concentracao_clientes');
  const rivalidadeScale = sheet.optionScale('rivalidade');
  const clientesScale = sheet.optionScale('poder_clientes');
  const fornecedoresScale = sheet.optionScale('poder_fornecedores');
  const entrantesScale = sheet.optionScale('novos_entrantes');
  const ameacaEntrantes = entrantesScale === undefined ? undefined : 1 - entrantesScale;
  const cincoForcas = {
    poder_compradores: `${forceLevel(clientesScale)} — ${poderClientes ? quote(poderClientes.text) : 'custo de troca não informado'}${
      concentracao !== undefined ? `; os cinco maiores clientes somam ${concentracao}% do faturamento` : ''
    }.`,
    poder_fornecedores: `${forceLevel(fornecedoresScale)} — ${poderFornecedores ? quote(poderFornecedores.text) : 'dependência de fornecedores não informada'}.`,
    novos_entrantes: `${forceLevel(ameacaEntrantes)} — ${entrantes ? quote(entrantes.text) : 'barreiras de entrada não informadas'}.`,
    produtos_substitutos: substitutos
      ? `Alternativas citadas: ${quote(substitutos)}.`
      : 'Substitutos não informados: vale mapear o que o cliente faz quando não compra de ninguém.',
    rivalidade_concorrentes: `${forceLevel(rivalidadeScale)} — ${rivalidade ? quote(rivalidade.text) : 'disputa não informada'}${
      concorrentes ? `. Concorrentes citados: ${quote(concorrentes)}` : ''
    }.`,
  };

  const oportunidades = unique([
    ...tendencias
      .filter((option) => [1, 3, 6].includes(option.value))
      .map((option) => `Tendência a favor: ${quote(option.text)}.`),
    ...frentes.slice(0, 3).map((frente) => `Frente de crescimento: ${quote(frente)}.`),
    ...(aposta ? [`Aposta do fundador: ${quote(aposta)}.`] : []),
  ]);
  if (oportunidades.length === 0)
    oportunidades.push('Vender mais para a base atual de clientes, com ofertas complementares.');
  const ameacas = unique([
    ...tendencias
      .filter((option) => [2, 4, 5].includes(option.value))
      .map((option) => `Mudança no mercado: ${quote(option.text)}.`),
    ...(rivalidadeScale !== undefined && rivalidadeScale >= 0.6 && rivalidade
      ? [`Concorrência: ${quote(rivalidade.text)}.`]
      : []),
    ...(clientesScale !== undefined && clientesScale >= 0.6 && poderClientes
      ? [`Clientes trocam com facilidade: ${quote(poderClientes.text)}.`]
      : []),
    ...(ameacaEntrantes !== undefined && ameacaEntrantes >= 0.6 && entrantes
      ? [`Novos entrantes: ${quote(entrantes.text)}.`]
      : []),
    ...(substitutos ? [`Substitutos: ${quote(substitutos)}.`] : []),
  ]);
  if (ameacas.length === 0)
    ameacas.push('Concorrentes que copiem a oferta caso o diferencial não seja protegido.');

  const motorTexto = motor ? quote(motor.text) : undefined;
  const weakestRecommendation = weakest[0]?.recommendation;
  const recomendacaoEstrategica = [
    motor && motor.value !== 4
      ? `Apostar no motor de crescimento escolhido (${motorTexto}) e remover primeiro o gargalo ${gargalo ? quote(gargalo) : 'do funil'}.`
      : `Definir um motor de crescimento principal (produto, vendas ou marketing) e remover primeiro o gargalo ${gargalo ? quote(gargalo) : 'do funil'}.`,
    weakestRecommendation ?? '',
  ]
    .join(' ')
    .trim();

  const recomendacoes = unique([
    ...weakest.map((signal) => signal.recommendation),
    ...(gargalo
      ? [
          `Tratar a etapa em que mais se perdem clientes (${quote(gargalo)}) com metas e acompanhamento semanal.`,
        ]
      : []),
    'Revisar estes indicadores todo mês: faturamento, margem, conversão e recompra.',
  ]);

  const situacao = [
    `${Nome}${oQueVende ? ` — ${quote(oQueVende)} —` : ''} atua em ${setor ? quote(setor) : 'seu setor'}`,
    estagio ? ` e está no momento ${quote(estagio)}` : '',
    colaboradores ? `, com ${quote(colaboradores)} pessoas na equipe` : '',
    '.',
    meta !== undefined ? ` A meta é faturar ${formatMoney(meta)} por mês em 12 meses` : '',
    meta !== undefined && confiancaMeta !== undefined
      ? `, com confiança de ${confiancaMeta}/10.`
      : meta !== undefined
        ? '.'
        : '',
    pontosFracos[0]
      ? ` A complicação: ${pontosFracos[0].charAt(0).toLowerCase()}${pontosFracos[0].slice(1)}`
      : '',
  ].join('');

  const perguntas = unique([
    gargalo
      ? `Como reduzir as perdas em ${quote(gargalo)}?`
      : 'Em que etapa do funil a empresa mais perde clientes?',
    meta !== undefined
      ? `O que precisa ser verdade para chegar a ${formatMoney(meta)} por mês?`
      : 'Qual faturamento é a meta dos próximos 12 meses?',
    aposta ? `Quem vai liderar a aposta ${quote(aposta)}?` : 'Qual aposta de crescimento tem mais potencial?',
  ]);

  const insights = unique([
    ...(conversao !== undefined
      ? [`De cada 100 contatos qualificados, ${formatNumber(conversao)} viram clientes.`]
      : []),
    ...(ticket !== undefined
      ? [`Ticket médio de ${formatMoney(ticket)}${ciclo ? `, com ciclo de venda ${quote(ciclo)}` : ''}.`]
      : []),
    ...(sheet.distribution('faturamento_por_canal')[0]
      ? [
          `Principal canal: ${sheet.distribution('faturamento_por_canal')[0]?.category} (${sheet.distribution('faturamento_por_canal')[0]?.percentage}% do faturamento).`,
        ]
      : []),
    ...(dor ? [`O que leva o cliente a procurar a empresa: ${quote(dor)}.`] : []),
  ]);
  if (insights.length === 0) insights.push(`O nível de maturidade estimado de ${nome} é ${nivel}.`);

  const obstaculos = unique([
    ...weakest.slice(0, 2).map((signal) => signal.weakness),
    ...(aposta ? [`O que impede a principal aposta hoje, nas palavras do fundador: ${quote(aposta)}.`] : []),
  ]);
  if (obstaculos.length === 0) obstaculos.push('Falta de acompanhamento sistemático dos números do negócio.');

  const resumo = [
    `${Nome} está no nível de maturidade ${nivel}`,
    estagio ? ` e vive o momento ${quote(estagio)}` : '',
    '. ',
    `Destaque: ${pontosFortes[0]} `,
    `Ponto de atenção: ${pontosFracos[0]}`,
  ].join('');

  return {
    nivel_de_maturidade: nivel,
    resumo_executivo: resumo,
    pontos_fortes: pontosFortes,
    pontos_fracos: pontosFracos,
    analise_swot: {
      forcas: unique([
        ...pontosFortes,
        ...(proposta ? [`Proposta de valor declarada: ${quote(proposta)}.`] : []),
      ]),
      fraquezas: pontosFracos,
      oportunidades,
      ameacas,
      recomendacao_estrategica: recomendacaoEstrategica,
    },
    cinco_forcas_porter: cincoForcas,
    cliente_ideal_proposta: {
      cliente_ideal: [
        clienteIdeal
          ? `O melhor cliente, nas palavras do fundador: ${quote(clienteIdeal)}.`
          : 'Cliente ideal ainda não descrito.',
        tipoCliente ? ` Perfil: ${quote(tipoCliente)}.` : '',
        dor ? ` Procura a empresa por: ${quote(dor)}.` : '',
      ].join(''),
      proposta_valor: proposta
        ? `${quote(proposta)}${motivos.length > 0 ? ` — reforçada pelos motivos de escolha: ${joinPt(motivos)}.` : ''}`
        : `Proposta de valor a formular${motivos.length > 0 ? `, partindo do que os clientes valorizam: ${joinPt(motivos)}` : ''}.`,
    },
    ideias_crescimento: {
      hipoteses_crescimento: unique([
        ...frentes.map(
          (frente) =>
            `Se ${nome} priorizar ${quote(frente)}, o faturamento cresce com o menor esforço adicional.`,
        ),
        ...(aposta ? [`Hipótese do fundador: ${quote(aposta)}.`] : []),
        ...(frentes.length === 0 && !aposta
          ? ['Vender mais para os clientes atuais com uma oferta complementar.']
          : []),
      ]).slice(0, 5),
      teoria_vencer:
        motivos.length > 0
          ? `Vencer pelo que os clientes já reconhecem (${joinPt(motivos)}), tornando esse diferencial mais difícil de copiar.`
          : `Vencer com foco no cliente ideal e em um diferencial claro e difícil de copiar.`,
    },
    entendimento_situacao: { situacao_complicacao: situacao, perguntas_responder: perguntas },
    obstaculos,
    insights_importantes: insights,
    recomendacoes,
    clientes: [
      tipoCliente ? quote(tipoCliente) : 'Tipo de cliente não informado',
      clienteIdeal ? ` — ${quote(clienteIdeal)}` : '',
    ].join(''),
    concorrentes: concorrentes ? quote(concorrentes) : 'Concorrentes não informados.',
    generatedLocally: true,
  };
}
