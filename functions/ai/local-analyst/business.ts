import type { BusinessAnalysis } from '../../contracts/analysis-data/business-analysis';
import type { AnswerSheet } from '../answers/answer-sheet';
import { companyNameOf, formatMoney, formatNumber, joinPt, QUOTE_MAX_LENGTH } from '../answers/answer-sheet';
import { rankedFronts } from './growth-fronts';
import { businessFacts, type BusinessReading, type BusinessReadingKey } from '../facts/business';
import { rankSignals, unique, type Signal } from './signals';

/** A phrase for an option value, or undefined. */
const phrase = (table: Record<number, string>, option: { value: number } | undefined) =>
  option ? table[option.value] : undefined;

/** How often a typical customer buys again (recorrencia, options 1-4). */
const recurrencePhrases: Record<number, string> = {
  1: 'o cliente típico compra uma única vez',
  2: 'o cliente típico volta de vez em quando, sem regularidade',
  3: 'o cliente típico volta todo mês ou todo trimestre',
  4: 'o cliente típico paga assinatura ou tem contrato contínuo',
};
/** How the price is set (formacao_preco, options 1-4). */
const pricePhrases: Record<number, string> = {
  1: 'o preço é o custo mais uma margem fixa',
  2: 'o preço acompanha o dos concorrentes',
  3: 'o preço parte do valor que o cliente percebe',
  4: 'o preço é definido sem critério, no feeling',
};
/** When prices were last raised (ultimo_reajuste, options 1-4). */
const repricePhrases: Record<number, string> = {
  1: 'o último reajuste foi nos últimos 6 meses',
  2: 'o último reajuste foi entre 6 e 12 meses atrás',
  3: 'o último reajuste foi há mais de um ano',
  4: 'os preços nunca foram reajustados',
};
/** Where most customers are lost (gargalo_funil, options 1-5). */
export const bottleneckPhrases: Record<number, string> = {
  1: 'na atração, porque pouca gente conhece a empresa',
  2: 'no interesse: chegam muitos contatos, mas pouco qualificados',
  3: 'na proposta: o cliente pede orçamento e desaparece',
  4: 'no fechamento, na negociação ou no preço',
  5: 'no pós-venda: o cliente compra uma vez e não volta',
};
/** Why customers choose the company (motivos_escolha, options 1-8). */
export const reasonPhrases: Record<number, string> = {
  1: 'pelo preço mais baixo',
  2: 'pela qualidade do que entrega',
  3: 'pelo atendimento próximo',
  4: 'pela rapidez na entrega',
  5: 'pela especialização em um nicho',
  6: 'pela marca e pela reputação',
  7: 'pela tecnologia ou método próprio',
  8: 'pela localização e conveniência',
};
/** The growth engine (motor_crescimento, options 1-3). */
const enginePhrases: Record<number, string> = {
  1: 'o próprio produto, com clientes que experimentam, gostam e indicam',
  2: 'o time comercial, com prospecção ativa e negociação',
  3: 'o marketing, atraindo demanda com conteúdo, anúncios e marca',
};
/** The market's rivalry (rivalidade, options 1-4). */
const rivalryPhrases: Record<number, string> = {
  1: 'há poucos concorrentes e a demanda é maior que a oferta',
  2: 'a concorrência é moderada e há espaço para se diferenciar',
  3: 'muitos concorrentes disputam os mesmos clientes',
  4: 'há guerra de preços e o cliente decide quase só pelo preço',
};
/** How easily customers switch (poder_clientes, options 1-4). */
const switchingPhrases: Record<number, string> = {
  1: 'trocar de fornecedor é muito difícil, por contrato, integração ou custo de troca',
  2: 'o cliente pode trocar de fornecedor, mas isso dá trabalho',
  3: 'o cliente troca de fornecedor com facilidade',
  4: 'o cliente troca de fornecedor na hora, sem custo algum',
};
/** Dependence on suppliers (poder_fornecedores, options 1-3). */
const supplierPhrases: Record<number, string> = {
  1: 'há vários fornecedores e trocar de um para outro é simples',
  2: 'há poucos fornecedores relevantes, e trocar tem algum custo',
  3: 'a empresa depende de um fornecedor ou plataforma essencial',
};
/** How hard it is to enter the market (novos_entrantes, options 1-3). */
const entryPhrases: Record<number, string> = {
  1: 'abrir um negócio concorrente exige pouco capital e pouco conhecimento',
  2: 'entrar exige algum investimento e experiência',
  3: 'entrar exige capital alto, licenças, tecnologia ou marca consolidada',
};
/** The market changes (tendencias, options 1-6). */
export const trendPhrases: Record<number, string> = {
  1: 'as novas tecnologias e a inteligência artificial',
  2: 'as mudanças em legislação, tributação ou regulação',
  3: 'a mudança nos hábitos de compra dos clientes',
  4: 'a chegada de grandes empresas e plataformas digitais',
  5: 'a alta de custos, que aperta as margens',
  6: 'o crescimento da demanda no segmento',
};
/** Who the customers are (tipo_cliente, options 1-4). */
export const customerPhrases: Record<number, string> = {
  1: 'empresas (B2B)',
  2: 'consumidores finais (B2C)',
  3: 'empresas e consumidores finais, com mais peso das empresas',
  4: 'consumidores finais e empresas, com mais peso dos consumidores finais',
};
/** The company's moment (estagio, options 1-5). */
const stagePhrases: Record<number, string> = {
  1: 'em validação, ainda buscando os primeiros clientes recorrentes',
  2: 'em tração: as vendas crescem, mas os processos ainda são informais',
  3: 'em escala, com o modelo validado e o foco em crescer com eficiência',
  4: 'em estagnação, com o faturamento parado ou caindo há mais de um ano',
  5: 'em reinvenção, mudando o modelo, o produto ou o mercado',
};
/** How long a sale takes (ciclo_venda, options 1-5). */
const cyclePhrases: Record<number, string> = {
  1: 'fechada no mesmo dia',
  2: 'fechada em até uma semana',
  3: 'fechada em uma a quatro semanas',
  4: 'fechada em um a três meses',
  5: 'fechada em mais de três meses',
};
/** The weekly content formats (conteudo_publicado, options 1-6). */
const contentPhrases: Record<number, string> = {
  1: 'posts e vídeos curtos',
  2: 'artigos',
  3: 'newsletter',
  4: 'vídeos longos ou podcast',
  5: 'materiais aprofundados',
  6: 'cases e depoimentos',
};

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * The user's words quoted whole: the whole answer, or its first whole sentences when it is very long
 * (never cut mid-sentence).
 */
function wholeQuote(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= QUOTE_MAX_LENGTH) return `“${clean}”`;
  const sentences = clean.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ú“"])/);
  let kept = sentences[0] ?? clean;
  for (const sentence of sentences.slice(1)) {
    if (kept.length + 1 + sentence.length > QUOTE_MAX_LENGTH) break;
    kept = `${kept} ${sentence}`;
  }
  return `“${kept}”`;
}

/** A sentence that ends with a quotation: its own period only when the quotation does not end one. */
const endWith = (sentence: string) => (/[.!?…]”$/.test(sentence) ? sentence : `${sentence}.`);

/** The texts of each reading of the business diagnostic (its score: functions/ai/facts/business.ts). */
function signalTexts(sheet: AnswerSheet): Record<BusinessReadingKey, Omit<Signal, 'score'>> {
  const nps = sheet.number('recomendacao_clientes');
  const recorrencia = phrase(recurrencePhrases, sheet.option('recorrencia')) ?? 'a recompra não foi medida';
  const copia = sheet.number('dificuldade_copia');
  const concentracao = sheet.number('concentracao_clientes');
  const preco =
    phrase(pricePhrases, sheet.option('formacao_preco')) ?? 'o critério de preço não foi informado';
  const reajuste =
    phrase(repricePhrases, sheet.option('ultimo_reajuste')) ?? 'a data do último reajuste não foi informada';
  const margem = sheet.number('margem_liquida');
  const conteudo = sheet.selected('conteudo_publicado');
  const formatos = conteudo.flatMap((option) => contentPhrases[option.value] ?? []);
  const principal = sheet.distribution('faturamento_por_canal')[0];
  return {
    recomendacao_clientes: {
      strength: `Clientes satisfeitos: a nota média de recomendação é ${nps} de 10.`,
      weakness: `Nota de recomendação baixa (${nps} de 10): a experiência do cliente precisa de atenção.`,
      recommendation:
        'Ouvir os clientes insatisfeitos e corrigir as três causas de insatisfação mais citadas.',
    },
    recorrencia: {
      strength: `Receita recorrente: ${recorrencia}.`,
      weakness: `Pouca recorrência: ${recorrencia}.`,
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
      strength: 'Há provas concretas de resultado (cases, depoimentos ou avaliações públicas).',
      weakness: 'Faltam provas concretas do resultado entregue, como cases com números e depoimentos.',
      recommendation: 'Documentar três cases com números e pedir depoimentos aos clientes mais satisfeitos.',
    },
    concentracao_clientes: {
      strength: `Faturamento pulverizado: os cinco maiores clientes respondem por ${concentracao}% da receita.`,
      weakness: `Concentração de receita: ${concentracao}% do faturamento vem dos cinco maiores clientes.`,
      recommendation:
        'Reduzir a dependência dos maiores clientes conquistando contas do mesmo perfil em outros segmentos.',
    },
    formacao_preco: {
      strength: `Preço definido com critério: ${preco}.`,
      weakness: `Precificação frágil: ${preco}.`,
      recommendation:
        'Revisar a precificação com base no valor percebido pelo cliente e na margem de contribuição.',
    },
    ultimo_reajuste: {
      strength: `Preços atualizados: ${reajuste}.`,
      weakness: `Preços defasados: ${reajuste}.`,
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
      strength: `Conteúdo publicado toda semana: ${joinPt(formatos)}.`,
      weakness:
        formatos.length === 0
          ? 'Sem conteúdo regular: a empresa não publica nada com frequência semanal.'
          : `Pouco conteúdo regular: toda semana, só ${joinPt(formatos)}.`,
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
  const nome = company ?? 'a empresa';
  const Nome = company ?? 'A empresa';
  const oQueVende = sheet.text('o_que_vende');
  const setorOption = sheet.option('setor');
  const setor = setorOption && setorOption.value !== 9 ? lowerFirst(setorOption.text) : undefined;
  const estagio = phrase(stagePhrases, sheet.option('estagio'));
  const colaboradores = sheet.optionText('colaboradores');
  const tipoCliente = phrase(customerPhrases, sheet.option('tipo_cliente'));
  const clienteIdeal = sheet.text('cliente_ideal');
  const dor = sheet.text('dor_principal');
  const proposta = sheet.text('proposta_valor');
  const motivos = sheet.selected('motivos_escolha').flatMap((option) => reasonPhrases[option.value] ?? []);
  const concorrentes = sheet.text('concorrentes');
  const substitutos = sheet.text('substitutos');
  const tendencias = sheet.selected('tendencias');
  const gargalo = phrase(bottleneckPhrases, sheet.option('gargalo_funil'));
  const ciclo = phrase(cyclePhrases, sheet.option('ciclo_venda'));
  const conversao = sheet.number('taxa_conversao');
  const ticket = sheet.number('ticket_medio');
  const meta = sheet.number('meta_faturamento');
  const confiancaMeta = sheet.number('confianca_meta');
  const motor = sheet.option('motor_crescimento');
  const aposta = sheet.text('aposta_crescimento');
  const principal = sheet.distribution('faturamento_por_canal')[0];

  const { readings, nivel, score } = businessFacts(sheet);
  const signals = businessSignals(sheet, readings);
  const { strongest, weakest } = rankSignals(signals);

  const pontosFortes = unique([
    ...strongest.map((signal) => signal.strength),
    ...(motivos.length > 0 ? [`Os clientes escolhem a empresa ${joinPt(motivos)}.`] : []),
  ]);
  if (pontosFortes.length === 0)
    pontosFortes.push(`${Nome} já opera e tem clientes que confiam na sua entrega.`);
  const pontosFracos = unique([
    ...weakest.map((signal) => signal.weakness),
    ...(gargalo ? [`A maior perda de clientes acontece ${gargalo}.`] : []),
  ]);
  if (pontosFracos.length === 0)
    pontosFracos.push('Os processos comerciais ainda não foram medidos com precisão.');

  // Five forces: the level, then what the answer means, in words.
  const concentracao = sheet.number('concentracao_clientes');
  const rivalidadeScale = sheet.optionScale('rivalidade');
  const clientesScale = sheet.optionScale('poder_clientes');
  const fornecedoresScale = sheet.optionScale('poder_fornecedores');
  const entrantesScale = sheet.optionScale('novos_entrantes');
  const ameacaEntrantes = entrantesScale === undefined ? undefined : 1 - entrantesScale;
  const rivalidade = phrase(rivalryPhrases, sheet.option('rivalidade'));
  const troca = phrase(switchingPhrases, sheet.option('poder_clientes'));
  const fornecedores = phrase(supplierPhrases, sheet.option('poder_fornecedores'));
  const entrada = phrase(entryPhrases, sheet.option('novos_entrantes'));
  const cincoForcas = {
    poder_compradores: `${forceLevel(clientesScale)} — ${troca ?? 'o custo de troca não foi informado'}${
      concentracao !== undefined ? `; os cinco maiores clientes somam ${concentracao}% do faturamento` : ''
    }.`,
    poder_fornecedores: `${forceLevel(fornecedoresScale)} — ${fornecedores ?? 'a dependência de fornecedores não foi informada'}.`,
    novos_entrantes: `${forceLevel(ameacaEntrantes)} — ${entrada ?? 'as barreiras de entrada não foram informadas'}.`,
    produtos_substitutos: substitutos
      ? endWith(`O cliente também resolve o problema com ${wholeQuote(substitutos)}`)
      : 'Substitutos não informados: vale mapear o que o cliente faz quando não compra de ninguém.',
    rivalidade_concorrentes: `${forceLevel(rivalidadeScale)} — ${rivalidade ?? 'a disputa por clientes não foi informada'}.`,
  };

  const fronts = rankedFronts(sheet);
  const oportunidades = unique([
    ...tendencias
      .filter((option) => [1, 3, 6].includes(option.value))
      .map((option) => `Tendência a favor: ${trendPhrases[option.value]}.`),
    ...fronts
      .slice(0, 3)
      .map((front) => `${capitalise(front.action)} (esforço ${front.effort}, impacto ${front.impact}).`),
  ]);
  if (oportunidades.length === 0)
    oportunidades.push('Vender mais para a base atual de clientes, com ofertas complementares.');
  const ameacas = unique([
    ...tendencias
      .filter((option) => [2, 4, 5].includes(option.value))
      .map((option) => `Mudança no mercado: ${trendPhrases[option.value]}.`),
    ...(rivalidadeScale !== undefined && rivalidadeScale >= 0.6 && rivalidade
      ? [`Concorrência forte: ${rivalidade}.`]
      : []),
    ...(clientesScale !== undefined && clientesScale >= 0.6 && troca ? [`Baixa fidelidade: ${troca}.`] : []),
    ...(ameacaEntrantes !== undefined && ameacaEntrantes >= 0.6 && entrada
      ? [`Novos entrantes: ${entrada}.`]
      : []),
    ...(substitutos ? ['Há soluções fora do mercado direto que atendem a mesma necessidade por menos.'] : []),
  ]);
  if (ameacas.length === 0)
    ameacas.push('Concorrentes que copiem a oferta caso o diferencial não seja protegido.');

  const motorTexto = phrase(enginePhrases, motor);
  const weakestRecommendation = weakest[0]?.recommendation;
  const recomendacaoEstrategica = [
    motorTexto
      ? `Crescer pelo motor que você escolheu, ${motorTexto}, e atacar primeiro a etapa em que mais se perdem clientes${gargalo ? `: ${gargalo}` : ''}.`
      : `Escolher um motor de crescimento principal (produto, vendas ou marketing) e atacar primeiro a etapa em que mais se perdem clientes${gargalo ? `: ${gargalo}` : ''}.`,
    weakestRecommendation ? `Em paralelo: ${lowerFirst(weakestRecommendation)}` : '',
  ]
    .join(' ')
    .trim();

  const recomendacoes = unique([
    ...weakest.map((signal) => signal.recommendation),
    ...(gargalo
      ? ['Pôr meta e acompanhamento semanal na etapa do funil em que mais se perdem clientes.']
      : []),
    'Revisar estes indicadores todo mês: faturamento, margem, conversão e recompra.',
  ]);

  const situacao = [
    `${Nome}${setor ? ` atua em ${setor}` : ' atua no seu setor'}`,
    estagio ? ` e está ${estagio}` : '',
    '. ',
    colaboradores ? `A equipe tem ${lowerFirst(colaboradores)} pessoas. ` : '',
    oQueVende ? `${endWith(`Em uma frase, o que vende: ${wholeQuote(oQueVende)}`)} ` : '',
    meta !== undefined ? `A meta é faturar ${formatMoney(meta)} por mês em 12 meses` : '',
    meta !== undefined && confiancaMeta !== undefined
      ? `, com confiança de ${confiancaMeta} em 10. `
      : meta !== undefined
        ? '. '
        : '',
    pontosFracos[0] ? `A complicação: ${lowerFirst(pontosFracos[0])}` : '',
  ]
    .join('')
    .trim();

  const perguntas = unique([
    gargalo
      ? 'Como reduzir as perdas na etapa do funil em que a empresa mais perde clientes?'
      : 'Em que etapa do funil a empresa mais perde clientes?',
    meta !== undefined
      ? `O que precisa ser verdade para chegar a ${formatMoney(meta)} por mês?`
      : 'Qual faturamento é a meta dos próximos 12 meses?',
    aposta
      ? 'Quem vai liderar a principal aposta de crescimento, e com quantas horas por semana?'
      : 'Qual aposta de crescimento tem mais potencial?',
  ]);

  const vendasNecessarias = meta !== undefined && ticket ? Math.ceil(meta / ticket) : undefined;
  const faturamento = sheet.input.monthlyRevenue;
  const insights = unique([
    ...(faturamento && meta
      ? [
          meta > faturamento
            ? `A meta de ${formatMoney(meta)} por mês é ${formatNumber(Math.round((meta / faturamento) * 10) / 10)} vez(es) o faturamento atual de ${formatMoney(faturamento)}: crescer ${formatNumber(Math.round((meta / faturamento - 1) * 100))}% em 12 meses, cerca de ${formatNumber(Math.round(((meta / faturamento) ** (1 / 12) - 1) * 1000) / 10)}% ao mês.`
            : `A meta de ${formatMoney(meta)} por mês não passa do faturamento atual de ${formatMoney(faturamento)}: o desafio é sustentar o que já existe com mais margem.`,
        ]
      : []),
    ...(conversao !== undefined
      ? [`De cada 100 contatos qualificados, ${formatNumber(conversao)} viram clientes.`]
      : []),
    ...(ticket !== undefined
      ? [`Ticket médio de ${formatMoney(ticket)}${ciclo ? `, com a venda ${ciclo}` : ''}.`]
      : []),
    ...(vendasNecessarias !== undefined
      ? [
          `Para faturar ${formatMoney(meta!)} por mês com esse ticket, são cerca de ${formatNumber(vendasNecessarias)} vendas por mês${
            conversao
              ? `, ou ${formatNumber(Math.ceil((vendasNecessarias * 100) / conversao))} contatos qualificados com a conversão atual`
              : ''
          }.`,
        ]
      : []),
    ...(principal
      ? [`Principal canal: ${principal.category} (${principal.percentage}% do faturamento).`]
      : []),
  ]);
  if (insights.length === 0)
    insights.push(
      `A maturidade do negócio de ${nome} está no nível ${nivel}, na escala de três níveis do diagnóstico.`,
    );

  const obstaculos = unique([
    ...weakest.slice(0, 2).map((signal) => signal.weakness),
    ...(aposta
      ? ['A principal aposta de crescimento ainda não tem quem a conduza nem rotina para ela.']
      : []),
  ]);
  if (obstaculos.length === 0) obstaculos.push('Falta de acompanhamento sistemático dos números do negócio.');

  const resumo = [
    `A maturidade do negócio de ${nome} está no nível ${nivel} (${formatNumber(Math.round(score * 100))} de 100 pontos)`,
    estagio ? ` e ${estagio}` : '',
    '. ',
    strongest[0] || motivos.length > 0
      ? `O que mais sustenta o negócio — ${lowerFirst(pontosFortes[0]!)} `
      : '',
    `O que mais pesa — ${lowerFirst(pontosFracos[0]!)}`,
  ].join('');

  const hipoteses = [
    ...fronts.map(
      (front, index) =>
        `${index + 1}. ${capitalise(front.action)} — esforço ${front.effort}, impacto ${front.impact}: ${front.reason}.`,
    ),
    ...(aposta
      ? [endWith(`Sua aposta, a testar em pequena escala antes de investir: ${wholeQuote(aposta)}`)]
      : []),
  ];
  if (hipoteses.length === 0)
    hipoteses.push('Vender mais para os clientes atuais com uma oferta complementar.');

  return {
    nivel_de_maturidade: nivel,
    resumo_executivo: resumo,
    pontos_fortes: pontosFortes,
    pontos_fracos: pontosFracos,
    analise_swot: {
      forcas: pontosFortes,
      fraquezas: pontosFracos,
      oportunidades,
      ameacas,
      recomendacao_estrategica: recomendacaoEstrategica,
    },
    cinco_forcas_porter: cincoForcas,
    cliente_ideal_proposta: {
      cliente_ideal: [
        clienteIdeal
          ? endWith(`O melhor cliente, como você o descreve: ${wholeQuote(clienteIdeal)}`)
          : 'Cliente ideal ainda não descrito.',
        tipoCliente ? ` Quem compra: ${tipoCliente}.` : '',
        dor ? ` ${endWith(`O que leva o cliente a procurar a empresa: ${wholeQuote(dor)}`)}` : '',
      ].join(''),
      proposta_valor: proposta
        ? `${endWith(`A proposta, nas suas palavras: ${wholeQuote(proposta)}`)}${
            motivos.length > 0 ? ` Os clientes a confirmam quando escolhem a empresa ${joinPt(motivos)}.` : ''
          }`
        : `Proposta de valor a formular${motivos.length > 0 ? `, partindo do que os clientes valorizam: escolhem a empresa ${joinPt(motivos)}` : ''}.`,
    },
    ideias_crescimento: {
      hipoteses_crescimento: hipoteses.slice(0, 5),
      teoria_vencer:
        motivos.length > 0
          ? `Vencer pelo que os clientes já reconhecem — eles escolhem a empresa ${joinPt(motivos)} —, tornando esse diferencial visível e mais difícil de copiar.`
          : 'Vencer com foco no cliente ideal e em um diferencial claro e difícil de copiar.',
    },
    entendimento_situacao: { situacao_complicacao: situacao, perguntas_responder: perguntas },
    obstaculos,
    insights_importantes: insights,
    recomendacoes,
    clientes: tipoCliente
      ? `${capitalise(tipoCliente)}${ticket !== undefined ? `, com ticket médio de ${formatMoney(ticket)}` : ''}.`
      : 'Tipo de cliente não informado.',
    concorrentes: concorrentes ? wholeQuote(concorrentes) : 'Concorrentes não informados.',
    generatedLocally: true,
  };
}
