import type { DiscDimension, FounderAnalysis } from '../../contracts/analysis-data/founder-analysis';
import type { AnswerSheet } from '../answers/answer-sheet';
import { companyNameOf, formatMoney, joinPt } from '../answers/answer-sheet';
import {
  discLabels,
  founderFacts,
  sharePercent as pct,
  tiedProfiles,
  type FounderFacts,
} from '../facts/founder';
import { discReading, discStatementLabels, discTraits, type DiscReading } from './disc';
import { countWord, phraseOf, phrasesOf, topicOf, wholeQuote } from './founder-readings';
import { unique } from './signals';

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const months = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2029-12-31' → 'dezembro de 2029'; any other text as given. */
export function whenText(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} de ${match[1]}` : value;
}

/** The DISC shares in one sentence: who leads, how the others sit, whether it is balanced. */
export function discSentence(facts: FounderFacts, reading: DiscReading): string {
  const { shares, ranked } = facts;
  const label = (dimension: DiscDimension) => `${discLabels[dimension]} (${pct(shares[dimension])})`;
  const leaders = reading.strong;
  const others = ranked.filter((dimension) => !leaders.includes(dimension));
  const lead =
    leaders.length === 1
      ? `a ${label(leaders[0]!)} se destaca`
      : `${joinPt(leaders.map(label))} puxam o perfil`;
  if (others.length === 0) return `${lead}, com as quatro dimensões no mesmo patamar`;
  const values = others.map((dimension) => shares[dimension]);
  const tied = values.every((value) => value === values[0]);
  const rest = tied
    ? others.length === 1
      ? `${discLabels[others[0]!]} fica em ${pct(values[0]!)}`
      : `${joinPt(others.map((dimension) => discLabels[dimension]))} ficam empatadas em ${pct(values[0]!)}`
    : `${joinPt(others.map((dimension) => discLabels[dimension]))} vão de ${pct(Math.min(...values))} a ${pct(Math.max(...values))}`;
  if (reading.balanced && leaders.length === 1)
    return `a ${label(leaders[0]!)} lidera por pouco, e ${rest}: um perfil equilibrado`;
  return `${lead}, e ${rest}`;
}

/** The DISC development lines: only dimensions that do not lead, the clearly weak ones first. */
export function discDevelopment(sheet: AnswerSheet, reading: DiscReading, ranked: DiscDimension[]): string[] {
  if (reading.weak.length > 0)
    return reading.weak.slice(0, 2).map((dimension) => discTraits[dimension].development);
  const estilo = sheet.option('estilo_decisao')?.value;
  const preferred: DiscDimension = estilo === 1 || estilo === 4 ? 'conformidade' : 'influencia';
  const candidates = [preferred, ...[...ranked].reverse()].filter(
    (dimension) => !reading.strong.includes(dimension),
  );
  return candidates[0] ? [discTraits[candidates[0]].development] : [];
}

/** The two DISC statements furthest apart (3+ points), as a contrast worth noticing. */
function discContrast(facts: FounderFacts): string | undefined {
  const answered = Object.values(facts.statements)
    .flat()
    .filter((statement) => statement.answer !== undefined && discStatementLabels[statement.key]);
  if (answered.length < 2) return undefined;
  const high = answered.reduce((best, item) => ((item.answer ?? 0) > (best.answer ?? 0) ? item : best));
  const low = answered.reduce((best, item) => ((item.answer ?? 0) < (best.answer ?? 0) ? item : best));
  if ((high.answer ?? 0) - (low.answer ?? 0) < 3) return undefined;
  return `Um contraste a observar: você se dá ${high.answer} de 5 em ${discStatementLabels[high.key]} e ${low.answer} de 5 em ${discStatementLabels[low.key]}.`;
}

/** The centralised decisions, the easiest to hand over first, with the rule that lets the team decide. */
const delegationRules: Record<number, string> = {
  1: 'descontos e condições comerciais, com uma tabela de limites que a equipe aplica sem consultar você',
  3: 'compras e pagamentos, com uma lista de fornecedores aprovados e um teto por pedido',
  7: 'a solução de problemas de entrega, com um roteiro para os casos mais comuns',
  6: 'a aprovação de campanhas, com um calendário e um padrão visual combinados',
  4: 'parte do atendimento aos clientes importantes, com você presente nas primeiras conversas',
  5: 'a definição de preços, a partir de uma planilha de custo e margem mínima',
  2: 'contratações, com um perfil de vaga e uma etapa de entrevista feita pela liderança',
};

export function firstDelegation(sheet: AnswerSheet | undefined): string | undefined {
  const values = new Set((sheet?.selected('decisoes_centralizadas') ?? []).map((option) => option.value));
  const order = [1, 3, 7, 6, 4, 5, 2];
  const value = order.find((candidate) => values.has(candidate));
  return value === undefined ? undefined : delegationRules[value];
}

const neutralDevelopment =
  'Escolher um indicador por área da empresa e revisá-lo toda semana: o hábito sustenta decisões melhores.';

/** The founder analysis (PDA format) from the answers of the founder diagnostic, written to the person. */
export function founderAnalysis(sheet: AnswerSheet): FounderAnalysis {
  const company = companyNameOf(sheet);
  const empresa = company ?? 'a empresa';
  const firstName = sheet.input.userFirstName?.trim();
  const facts = founderFacts(sheet);
  const { shares: fractions, ranked, profile: perfil } = facts;
  const reading = discReading(fractions, ranked);
  const top = ranked[0] ?? 'dominancia';

  const ambicaoValue = sheet.option('ambicao_principal')?.value;
  const ambicao = phraseOf(sheet, 'ambicao_principal');
  const retirada = sheet.number('retirada_necessaria');
  const alinhamento = sheet.number('alinhamento_vida_empresa');
  const horas = sheet.number('horas_semanais');
  const inicio = sheet.text('inicio_jornada');
  const tempo = sheet.distribution('distribuicao_tempo');
  const energiaValue = sheet.option('nivel_energia')?.value;
  const energia = phraseOf(sheet, 'nivel_energia');
  const drenos = phrasesOf(sheet, 'consumidores_energia');
  const experiencia = phraseOf(sheet, 'tempo_empreendendo');
  const setor = phraseOf(sheet, 'experiencia_setor');
  const competencias = phrasesOf(sheet, 'competencias_dominadas');
  const lacunaTopic = topicOf(sheet.text('lacuna_conhecimento'));
  const lacuna = sheet.text('lacuna_conhecimento');
  const estiloValue = sheet.option('estilo_decisao')?.value;
  const estiloDecisao = phraseOf(sheet, 'estilo_decisao');
  const decisaoErrada = phraseOf(sheet, 'decisao_errada')?.replace(/ o erro\b/, '');
  const decisaoAdiada = sheet.text('decisao_adiada');
  const motivacaoValue = sheet.option('motivacao_principal')?.value;
  const motivacao = phraseOf(sheet, 'motivacao_principal');
  const crise = sheet.text('maior_crise');
  const desistir = sheet.yes('pensou_desistir');
  const confianca = sheet.number('confianca_futuro');
  const visao = sheet.text('visao_empresa');
  const prazoVisao = sheet.text('prazo_visao');
  const visaoValue = sheet.option('visao_compartilhada')?.value;
  const visaoCompartilhada = phraseOf(sheet, 'visao_compartilhada');
  const oportunidade = sheet.text('oportunidade_enxergada');
  const lideranca = phraseOf(sheet, 'estilo_lideranca');
  const semFundador = sheet.yes('empresa_sem_fundador');
  const centralizadas = sheet.selectedTexts('decisoes_centralizadas');
  const dependencia = sheet.number('dependencia_renda');
  const folego = phraseOf(sheet, 'folego_caixa');
  const riscoValues = new Set(sheet.selected('riscos_reconhecidos').map((option) => option.value));
  const riscos = phrasesOf(sheet, 'riscos_reconhecidos');

  const sobrecarga = (horas ?? 0) > 50 || (energiaValue ?? 5) <= 2;
  const dependeDeVoce = semFundador === false || centralizadas.length >= 3;
  const operacao = tempo.find((item) => item.category.startsWith('Operação'));
  const estrategia = tempo.find((item) => item.category.startsWith('Estratégia'));
  const delegar = firstDelegation(sheet);
  const development = discDevelopment(sheet, reading, ranked);
  const lacunaAction = lacunaTopic
    ? `Dominar ${lacunaTopic}, o conhecimento que você apontou como o que mais mudaria o resultado: um curso curto ou uma mentoria focada, com aplicação imediata nos números da empresa.`
    : lacuna
      ? 'Buscar o conhecimento que você apontou como o que mais mudaria o resultado, com uma mentoria focada e aplicação imediata na empresa.'
      : undefined;

  const tension = (() => {
    if (!dependeDeVoce && !sobrecarga) return '';
    const rotina = [
      horas !== undefined ? `cerca de ${horas} horas por semana` : '',
      operacao && operacao.percentage >= 30 ? `${operacao.percentage}% delas na operação` : '',
      centralizadas.length >= 2 ? `${countWord(centralizadas.length)} decisões que só andam com você` : '',
    ].filter(Boolean);
    const lead =
      ambicaoValue && ambicaoValue !== 1
        ? ' A rotina de hoje vai no sentido oposto'
        : ' Crescer vai pedir um tempo que a rotina de hoje não deixa';
    return rotina.length > 0 ? `${lead}: ${joinPt(rotina)}.` : `${lead}.`;
  })();
  const turningPoint = dependeDeVoce
    ? ` O ponto de virada para ${empresa} é passar parte da operação e das decisões para outras pessoas, com regras claras, sem perder a qualidade que é sua marca.`
    : lacunaTopic
      ? ` O ganho mais rápido para ${empresa} está em dominar ${lacunaTopic}.`
      : ` O próximo passo para ${empresa} é transformar esse perfil em rotina de gestão, com metas e indicadores.`;

  const resumo = [
    facts.tie.length > 0
      ? `${firstName ? `${firstName}, seu` : 'Seu'} perfil não tem uma dimensão predominante: ${joinPt(facts.tie.map((dimension) => discLabels[dimension]))} empatam em ${pct(fractions[facts.tie[0]!])}, e o perfil fica entre ${tiedProfiles(facts.tie)}, com as tendências empatadas no mesmo peso.`
      : `${firstName ? `${firstName}, seu` : 'Seu'} perfil predominante é ${perfil}: ${discSentence(facts, reading)}.`,
    ambicao ? ` Sua ambição para os próximos cinco anos é ${ambicao}.` : '',
    tension,
    turningPoint,
  ].join('');

  const decisionSentence = estiloDecisao
    ? `Na prática, você ${estiloDecisao}${decisaoErrada ? `; quando erra, ${decisaoErrada}` : ''}.`
    : undefined;
  const caracteristicas = unique([
    ...reading.strong.map((dimension) => discTraits[dimension].high),
    ...(decisionSentence ? [decisionSentence] : []),
  ]);
  const recomendacoesDesenvolvimento = unique([...development, ...(lacunaAction ? [lacunaAction] : [])]);

  const motivacional = {
    descricao: [
      motivacao
        ? `O que mais move você é ${motivacao}${
            motivacaoValue === 2 && sobrecarga ? ' — justamente o que a rotina atual mais consome' : ''
          }.`
        : 'A motivação principal não foi informada; vale nomeá-la, porque é ela que sustenta as fases difíceis.',
      desistir === true && confianca !== undefined
        ? ` Você pensou em desistir ou vender nos últimos 12 meses e, ainda assim, dá ${confianca} de 10 à chance de a empresa estar mais forte daqui a um ano${
            confianca >= 6
              ? ': o sinal é de desgaste, não de falta de confiança no negócio.'
              : ': o desgaste já pesa na confiança e precisa ser tratado antes de novas metas.'
          }`
        : '',
      desistir === true && confianca === undefined
        ? ' Você pensou em desistir ou vender nos últimos 12 meses: um sinal de desgaste a tratar.'
        : '',
      desistir === false
        ? ` Não houve vontade de desistir no último ano${confianca !== undefined ? `, e a sua confiança no próximo ano é de ${confianca} de 10` : ''}.`
        : '',
    ].join(''),
    destaques: unique([
      ...(crise
        ? [
            'Você já atravessou uma crise séria e soube dizer como saiu dela: resiliência comprovada, não presumida.',
          ]
        : []),
      ...(alinhamento !== undefined
        ? [
            `A empresa contribui ${alinhamento} de 10 para a vida que você quer${
              alinhamento <= 5
                ? ': ainda serve mais ao negócio do que a você'
                : ': negócio e vida andam próximos'
            }.`,
          ]
        : []),
      ...(retirada !== undefined
        ? [
            `Você precisa retirar ${formatMoney(retirada)} por mês para viver com tranquilidade: esse é o lucro mínimo que a empresa tem de gerar.`,
          ]
        : []),
    ]),
  };
  if (motivacional.destaques.length === 0)
    motivacional.destaques.push('Motivação a aprofundar numa conversa de mentoria.');

  const energiaBaixa = energiaValue !== undefined && energiaValue <= 2;
  const inteligencia = {
    descricao: [
      energia
        ? `Nos últimos três meses, o que predomina é ${energia}.`
        : 'O nível de energia não foi informado.',
      decisaoErrada
        ? ` Quando uma decisão dá errado, você ${decisaoErrada}: uma boa base de autocrítica.`
        : '',
      energiaBaixa
        ? ' Com a energia baixa, todo projeto novo precisa vir junto com algo que saia da sua mesa.'
        : '',
    ].join(''),
    destaques: unique([
      ...(drenos.length > 0
        ? [
            `${capitalize(countWord(drenos.length))} ${drenos.length > 1 ? 'frentes drenam' : 'frente drena'} a sua energia hoje: ${joinPt(phrasesOf(sheet, 'consumidores_energia'))}.`,
          ]
        : []),
      ...(riscoValues.has(8)
        ? [
            'Você incluiu a própria saúde entre os riscos da empresa: trate-a como risco do negócio, com agenda protegida para descanso.',
          ]
        : []),
      ...(desistir === true
        ? ['Ter pensado em desistir é informação, não fraqueza: mostra onde o desgaste está.']
        : []),
    ]),
  };
  if (inteligencia.destaques.length === 0)
    inteligencia.destaques.push('Observe por duas semanas o que drena e o que devolve a sua energia.');

  const adiadaQuote = wholeQuote(decisaoAdiada);
  const tomada = {
    descricao: [
      decisionSentence ?? 'O estilo de decisão não foi informado.',
      discContrast(facts) ? ` ${discContrast(facts)}` : '',
    ].join(''),
    destaques: unique([
      ...(decisaoAdiada
        ? [
            adiadaQuote
              ? `A decisão que você vem adiando, nas suas palavras: ${adiadaQuote} Dê a ela uma data e o critério que faria você decidir.`
              : 'Há uma decisão importante que você vem adiando: dê a ela uma data e o critério que faria você decidir.',
          ]
        : []),
      ...(estiloValue === 1
        ? [
            'Para decisões de dinheiro (preço, contratação, investimento), some um número à intuição antes de decidir: custo, margem ou retorno esperado.',
          ]
        : []),
      ...(estiloValue === 4
        ? ['Dê prazo a cada decisão importante e decida com o que souber nessa data.']
        : []),
      ...(estiloValue === 3 ? ['Defina até quando analisar: dados demais também atrasam a decisão.'] : []),
      ...(estiloValue === 2
        ? ['Registre quem você ouve em cada tipo de decisão, para a escuta não virar espera.']
        : []),
    ]),
  };
  if (tomada.destaques.length === 0)
    tomada.destaques.push('Registre os critérios das decisões importantes para a equipe decidir como você.');

  const produtividade = {
    descricao: [
      horas !== undefined
        ? `Você dedica cerca de ${horas} horas por semana à empresa`
        : 'A carga horária não foi informada',
      inicio ? `, começando por volta de ${inicio}` : '',
      '.',
      operacao
        ? ` ${operacao.percentage === 50 ? 'Metade do tempo' : operacao.percentage > 50 ? `Mais da metade do tempo (${operacao.percentage}%)` : `${operacao.percentage}% do tempo`} vai para a operação e a entrega ao cliente`
        : tempo[0]
          ? ` A maior parte do tempo (${tempo[0].percentage}%) vai para ${tempo[0].category.toLowerCase()}`
          : '',
      operacao || tempo[0]
        ? estrategia
          ? estrategia.percentage > 0
            ? `, e só ${estrategia.percentage}% para estratégia e novos projetos.`
            : ', e nada para estratégia e novos projetos.'
          : ', e a estratégia não aparece na sua semana.'
        : '',
    ].join(''),
    destaques: unique([
      ...(horas !== undefined && horas > 50
        ? [
            'Acima de 50 horas por semana, o risco de esgotamento cresce e a empresa fica mais dependente de você.',
          ]
        : []),
      ...(estrategia === undefined || estrategia.percentage < 15
        ? [
            'Leve a estratégia a pelo menos 15% da semana nos próximos seis meses, começando por duas horas fixas na agenda.',
          ]
        : []),
    ]),
  };
  if (produtividade.destaques.length === 0)
    produtividade.destaques.push('Sua agenda já reserva tempo para estratégia: proteja-o das urgências.');

  const liderancaBlock = {
    descricao: [
      lideranca ? `Você ${lideranca}.` : 'O estilo de liderança não foi informado.',
      semFundador === false
        ? ` Isso garante padrão, mas ${empresa} não seguiria vendendo e entregando se você ficasse 30 dias fora.`
        : '',
      semFundador === true
        ? ` ${capitalize(empresa)} seguiria funcionando 30 dias sem você: uma autonomia a preservar.`
        : '',
    ].join(''),
    destaques: unique([
      ...(centralizadas.length > 0
        ? [
            `${centralizadas.length === 1 ? 'Uma decisão ainda passa' : `${capitalize(countWord(centralizadas.length))} decisões ainda passam`} obrigatoriamente por você${centralizadas.length > 3 ? ', entre elas' : ':'} ${joinPt(
              centralizadas
                .slice(0, 3)
                .map((decision) => decision.charAt(0).toLowerCase() + decision.slice(1)),
            )}.`,
          ]
        : []),
      ...(delegar ? [`Comece a delegar por ${delegar}.`] : []),
      facts.tie.length > 0
        ? `Com ${joinPt(facts.tie.map((dimension) => discLabels[dimension]))} empatadas, as tendências são ${joinPt(facts.tie.map((dimension) => discTraits[dimension].delegationHabit.replace(/^a tendência é /, '')))}; delegar precisa ser um compromisso explícito, com dia e responsável.`
        : `Como perfil ${perfil}, ${discTraits[top].delegationHabit}; delegar precisa ser um compromisso explícito, com dia e responsável.`,
    ]),
  };

  const influenciaForte = reading.strong.includes('influencia');
  const influenciaFraca = reading.weak.includes('influencia');
  const comunicacao = {
    descricao: [
      `A Influência ocupa ${pct(fractions.influencia)} do seu perfil: ${
        influenciaForte
          ? 'comunicar é um recurso natural para engajar equipe e clientes'
          : influenciaFraca
            ? 'a comunicação não vem por impulso e precisa ser planejada'
            : 'nem o seu traço mais forte nem uma lacuna — rende quando usada com método'
      }.`,
      visaoCompartilhada ? ` A visão de empresa para cinco anos ${visaoCompartilhada}.` : '',
    ].join(''),
    destaques: unique([
      ...(visao && (visaoValue ?? 5) <= 3
        ? [
            `Escreva a visão em uma página${prazoVisao ? `, com o marco de ${whenText(prazoVisao)}` : ''}, e apresente à equipe: é o passo de maior alavancagem para ela decidir sem você.`,
          ]
        : []),
      influenciaForte
        ? discTraits.influencia.high
        : influenciaFraca
          ? discTraits.influencia.development
          : 'Use uma conversa mensal com a equipe sobre metas e resultados para dar ritmo à comunicação.',
    ]),
  };

  const roadmap = [
    {
      fase: 'Primeiros 30 dias',
      prazo: '30 dias',
      acoes: unique([
        ...(decisaoAdiada
          ? ['Marcar a data e o critério da decisão que você vem adiando, e decidir nessa data.']
          : []),
        ...(delegar
          ? ['Delegar a primeira decisão da lista de liderança e acompanhar o resultado por quatro semanas.']
          : []),
        'Bloquear duas horas por semana na agenda para estratégia.',
      ]),
    },
    {
      fase: 'Até 90 dias',
      prazo: '90 dias',
      acoes: unique([...(lacunaAction ? [lacunaAction] : []), ...development]),
    },
    {
      fase: 'Até 12 meses',
      prazo: '12 meses',
      acoes: unique([
        ...(visao
          ? [
              `Cumprir a primeira etapa da sua visão de cinco anos${prazoVisao ? `, cujo marco é ${whenText(prazoVisao)}` : ''}, com metas trimestrais acompanhadas pela equipe.`,
            ]
          : []),
        dependeDeVoce
          ? 'Chegar ao ponto em que a empresa venda e entregue 30 dias sem a sua presença.'
          : 'Consolidar a autonomia da equipe com metas e rituais.',
      ]),
    },
  ];
  if (roadmap[1]!.acoes.length === 0) roadmap[1]!.acoes.push(neutralDevelopment);

  const insights = unique([
    ...(dependencia !== undefined
      ? [
          `${dependencia}% da renda da sua família vem da empresa${folego ? ` e o caixa cobre ${folego} sem faturamento` : ''}: toda aposta nova precisa caber no caixa sem comprometer a sua retirada.`,
        ]
      : []),
    ...(riscos.length > 0
      ? [
          `Você reconhece ${riscos.length === 1 ? 'um risco' : `${riscos.length} riscos`}: ${joinPt(riscos)}.${
            riscoValues.has(2) && riscoValues.has(8)
              ? ' Na prática, a dependência da sua presença e a sua saúde são o mesmo risco.'
              : ''
          }`,
        ]
      : []),
    ...(oportunidade
      ? [
          `Você enxerga uma oportunidade antes dos concorrentes; ela só vira receita se sobrar tempo seu para lançá-la${
            dependeDeVoce ? ' — mais um motivo para sair da operação' : ''
          }.`,
        ]
      : []),
    ...(experiencia
      ? [
          `Você empreende há ${experiencia}${setor ? ` e ${setor}` : ''}: ${
            (sheet.option('tempo_empreendendo')?.value ?? 0) >= 3
              ? 'experiência não é o gargalo'
              : 'a experiência ainda está sendo construída, e mentoria encurta o caminho'
          }.`,
        ]
      : []),
    ...(competencias.length > 0
      ? [
          `Seu domínio real está em ${joinPt(competencias)}: é isso que você deve ensinar primeiro a quem assumir parte da operação.`,
        ]
      : []),
  ]);
  if (insights.length === 0)
    insights.push(
      facts.tie.length > 0
        ? `Perfil ${perfil}: ${joinPt(facts.tie.map((dimension) => discLabels[dimension]))} com o mesmo peso.`
        : `Perfil ${perfil}, com ${discLabels[top]} como dimensão mais forte.`,
    );

  return {
    resumo_executivo_perfil: resumo,
    perfil_disc: {
      ...fractions,
      perfil_predominante: perfil,
      caracteristicas,
      recomendacoes_desenvolvimento:
        recomendacoesDesenvolvimento.length > 0 ? recomendacoesDesenvolvimento : [neutralDevelopment],
    },
    analise_motivacional: motivacional,
    inteligencia_emocional: inteligencia,
    roadmap_desenvolvimento: roadmap,
    perfil_tomada_decisao: tomada,
    energia_produtividade: produtividade,
    estilo_lideranca_situacional: liderancaBlock,
    comunicacao_influencia: comunicacao,
    insights_estrategicos: insights,
    generatedLocally: true,
  };
}
