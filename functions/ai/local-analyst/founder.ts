import type { FounderAnalysis } from '../../contracts/analysis-data/founder-analysis';
import type { AnswerSheet } from '../answers/answer-sheet';
import { companyNameOf, formatMoney, joinPt, quote } from '../answers/answer-sheet';
import { discLabels, founderFacts, sharePercent as pct } from '../facts/founder';
import { discTraits } from './disc';
import { unique } from './signals';

/** The founder analysis (PDA format) from the answers of the founder diagnostic. */
export function founderAnalysis(sheet: AnswerSheet): FounderAnalysis {
  const company = companyNameOf(sheet);
  const empresa = company ? quote(company) : 'a empresa';
  const { shares: fractions, ranked, profile: perfil } = founderFacts(sheet);
  const top = ranked[0] ?? 'dominancia';
  const second = ranked[1] ?? 'influencia';
  const lowest = ranked[ranked.length - 1] ?? 'conformidade';

  const ambicao = sheet.optionText('ambicao_principal');
  const vida = sheet.text('vida_daqui_cinco_anos');
  const retirada = sheet.number('retirada_necessaria');
  const alinhamento = sheet.number('alinhamento_vida_empresa');
  const horas = sheet.number('horas_semanais');
  const inicio = sheet.text('inicio_jornada');
  const tempo = sheet.distribution('distribuicao_tempo');
  const energia = sheet.option('nivel_energia');
  const drenos = sheet.selectedTexts('consumidores_energia');
  const experiencia = sheet.optionText('tempo_empreendendo');
  const setor = sheet.optionText('experiencia_setor');
  const competencias = sheet.selectedTexts('competencias_dominadas');
  const lacuna = sheet.text('lacuna_conhecimento');
  const estiloDecisao = sheet.optionText('estilo_decisao');
  const decisaoErrada = sheet.optionText('decisao_errada');
  const decisaoAdiada = sheet.text('decisao_adiada');
  const motivacao = sheet.optionText('motivacao_principal');
  const crise = sheet.text('maior_crise');
  const desistir = sheet.yes('pensou_desistir');
  const confianca = sheet.number('confianca_futuro');
  const visao = sheet.text('visao_empresa');
  const prazoVisao = sheet.text('prazo_visao');
  const visaoCompartilhada = sheet.option('visao_compartilhada');
  const oportunidade = sheet.text('oportunidade_enxergada');
  const lideranca = sheet.optionText('estilo_lideranca');
  const semFundador = sheet.yes('empresa_sem_fundador');
  const centralizadas = sheet.selectedTexts('decisoes_centralizadas');
  const dependencia = sheet.number('dependencia_renda');
  const folego = sheet.option('folego_caixa');
  const riscos = sheet.selectedTexts('riscos_reconhecidos');
  const maiorRisco = sheet.text('maior_risco');

  const caracteristicas = unique([
    discTraits[top].high,
    discTraits[second].high,
    ...(estiloDecisao ? [`Ao decidir: ${quote(estiloDecisao)}.`] : []),
  ]);
  const recomendacoesDesenvolvimento = unique([
    discTraits[lowest].development,
    ...(lacuna ? [`Priorizar o conhecimento que mais mudaria o resultado: ${quote(lacuna)}.`] : []),
  ]);

  const motivacional = {
    descricao: [
      motivacao
        ? `O que mais move o fundador: ${quote(motivacao)}.`
        : 'A motivação principal não foi informada.',
      confianca !== undefined
        ? ` Confiança de que a empresa estará mais forte em 12 meses: ${confianca}/10.`
        : '',
      desistir === true
        ? ' Nos últimos 12 meses houve a vontade de desistir ou vender — sinal de desgaste a tratar.'
        : '',
      desistir === false ? ' Não houve intenção de desistir nos últimos 12 meses.' : '',
    ].join(''),
    destaques: unique([
      ...(ambicao ? [`Ambição para os próximos cinco anos: ${quote(ambicao)}.`] : []),
      ...(crise ? [`Resiliência comprovada: ${quote(crise)}.`] : []),
      ...(alinhamento !== undefined ? [`A empresa contribui ${alinhamento}/10 para a vida desejada.`] : []),
    ]),
  };
  if (motivacional.destaques.length === 0)
    motivacional.destaques.push('Motivação a aprofundar numa conversa de mentoria.');

  const energiaBaixa = energia !== undefined && energia.value <= 2;
  const inteligencia = {
    descricao: [
      energia
        ? `Nível de energia nos últimos três meses: ${quote(energia.text)}.`
        : 'Nível de energia não informado.',
      decisaoErrada ? ` Diante de um erro: ${quote(decisaoErrada)}.` : '',
      energiaBaixa ? ' A energia baixa pede atenção antes de qualquer novo projeto.' : '',
    ].join(''),
    destaques: unique([
      ...(drenos.length > 0 ? [`O que drena a energia: ${joinPt(drenos.map(quote))}.`] : []),
      ...(crise ? ['Saber nomear a crise mais difícil e como saiu dela mostra autoconsciência.'] : []),
      discTraits[top].high,
    ]),
  };

  const tomada = {
    descricao: [
      estiloDecisao ? `Estilo de decisão: ${quote(estiloDecisao)}.` : 'Estilo de decisão não informado.',
      ` Dimensões DISC mais fortes: ${discLabels[top]} (${pct(fractions[top])}) e ${discLabels[second]} (${pct(fractions[second])}).`,
    ].join(''),
    destaques: unique([
      ...(decisaoAdiada ? [`Decisão adiada hoje: ${quote(decisaoAdiada)}.`] : []),
      ...(decisaoErrada ? [`Quando erra: ${quote(decisaoErrada)}.`] : []),
      discTraits[lowest].development,
    ]),
  };

  const principalFrente = tempo[0];
  const produtividade = {
    descricao: [
      horas !== undefined
        ? `Dedica cerca de ${horas} horas por semana à empresa`
        : 'Carga horária não informada',
      inicio ? `, começando por volta de ${inicio}` : '',
      '.',
      principalFrente
        ? ` A maior parte do tempo vai para ${quote(principalFrente.category)} (${principalFrente.percentage}%).`
        : '',
    ].join(''),
    destaques: unique([
      ...(energia ? [`Energia: ${quote(energia.text)}.`] : []),
      ...(drenos.length > 0 ? [`Principais drenos: ${joinPt(drenos)}.`] : []),
      ...(horas !== undefined && horas > 50
        ? ['Jornada acima de 50 horas semanais: risco de esgotamento e de centralização.']
        : []),
      ...(tempo.find((item) => item.category.startsWith('Estratégia'))
        ? [
            `Tempo dedicado à estratégia: ${tempo.find((item) => item.category.startsWith('Estratégia'))?.percentage}%.`,
          ]
        : []),
    ]),
  };
  if (produtividade.destaques.length === 0)
    produtividade.destaques.push('Mapear a agenda de uma semana típica para achar tempo para a estratégia.');

  const liderancaBlock = {
    descricao: [
      lideranca ? `Jeito de liderar: ${quote(lideranca)}.` : 'Estilo de liderança não informado.',
      semFundador === false
        ? ` Sem o fundador por 30 dias, ${empresa} não continuaria vendendo e entregando normalmente.`
        : '',
      semFundador === true
        ? ` ${company ? quote(company) : 'A empresa'} continuaria funcionando por 30 dias sem o fundador.`
        : '',
    ].join(''),
    destaques: unique([
      ...(centralizadas.length > 0
        ? [`Decisões que ainda passam pelo fundador: ${joinPt(centralizadas.map(quote))}.`]
        : []),
      `Perfil predominante: ${perfil}.`,
    ]),
  };

  const influenciaAlta = fractions.influencia >= 0.25;
  const comunicacao = {
    descricao: `Influência de ${pct(fractions.influencia)} no perfil DISC: ${
      influenciaAlta
        ? 'a comunicação é um recurso natural para engajar time e clientes'
        : 'a comunicação precisa ser planejada e treinada'
    }.${visaoCompartilhada ? ` Sobre a visão: ${quote(visaoCompartilhada.text)}.` : ''}`,
    destaques: unique([
      ...(visao ? [`Visão declarada: ${quote(visao)}.`] : []),
      influenciaAlta ? discTraits.influencia.high : discTraits.influencia.development,
    ]),
  };

  const roadmap = [
    {
      fase: 'Primeiros 30 dias',
      prazo: '30 dias',
      acoes: unique([
        ...(decisaoAdiada ? [`Tomar a decisão adiada: ${quote(decisaoAdiada)}.`] : []),
        ...(centralizadas[0]
          ? [`Delegar, com regras claras, a decisão sobre ${quote(centralizadas[0])}.`]
          : []),
        'Bloquear na agenda duas horas semanais para estratégia.',
      ]),
    },
    {
      fase: 'Até 90 dias',
      prazo: '90 dias',
      acoes: unique([
        ...(lacuna ? [`Desenvolver o conhecimento que mais falta: ${quote(lacuna)}.`] : []),
        discTraits[lowest].development,
      ]),
    },
    {
      fase: 'Até 12 meses',
      prazo: '12 meses',
      acoes: unique([
        ...(visao
          ? [`Avançar rumo à visão: ${quote(visao)}${prazoVisao ? ` (marco em ${prazoVisao})` : ''}.`]
          : []),
        semFundador === false
          ? 'Preparar a empresa para funcionar 30 dias sem o fundador.'
          : 'Consolidar a autonomia do time com metas e rituais.',
      ]),
    },
  ];

  const insights = unique([
    ...(vida ? [`A vida desejada em cinco anos: ${quote(vida)}.`] : []),
    ...(retirada !== undefined
      ? [`Retirada mensal necessária: ${formatMoney(retirada)} — o lucro mínimo que a empresa precisa gerar.`]
      : []),
    ...(oportunidade ? [`Oportunidade enxergada antes dos concorrentes: ${quote(oportunidade)}.`] : []),
    ...(maiorRisco ? [`Maior risco, nas palavras do fundador: ${quote(maiorRisco)}.`] : []),
    ...(riscos.length > 0 ? [`Riscos reconhecidos: ${joinPt(riscos)}.`] : []),
    ...(dependencia !== undefined
      ? [
          `${dependencia}% da renda da família depende da empresa${folego ? `; fôlego de caixa: ${quote(folego.text)}` : ''}.`,
        ]
      : []),
    ...(experiencia
      ? [
          `Tempo empreendendo: ${quote(experiencia)}${setor ? `; experiência no setor: ${quote(setor)}` : ''}.`,
        ]
      : []),
    ...(competencias.length > 0 ? [`Domínio real em: ${joinPt(competencias)}.`] : []),
  ]);
  if (insights.length === 0)
    insights.push(`Perfil ${perfil}, com ${discLabels[top]} como dimensão mais forte.`);

  const resumo = [
    `Perfil ${perfil}: ${discLabels[top]} (${pct(fractions[top])}) e ${discLabels[second]} (${pct(fractions[second])}) são as dimensões mais fortes.`,
    ambicao ? ` A principal ambição é ${quote(ambicao)}.` : '',
    company ? ` Empresa: ${quote(company)}.` : '',
  ].join('');

  return {
    resumo_executivo_perfil: resumo,
    perfil_disc: {
      ...fractions,
      perfil_predominante: perfil,
      caracteristicas,
      recomendacoes_desenvolvimento: recomendacoesDesenvolvimento,
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
