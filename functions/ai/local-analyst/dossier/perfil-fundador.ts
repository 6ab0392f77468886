import type { PerfilFundador } from '../../../contracts/analysis-data/dossier/perfil-fundador';
import { FOUNDER_ALIGNMENT_MAX } from '../../../contracts/analysis-data/dossier/sections';
import { joinPt } from '../../answers/answer-sheet';
import { discLabels } from '../../facts/founder';
import { discTraits } from '../disc';
import { countWord, phraseOf, phrasesOf, topicOf } from '../founder-readings';
import { unique } from '../signals';
import { firstText, lowerFirst, orElse, type DossierFacts } from './facts';

/**
 * The symbolic name: a core from the DISC profile (and the leadership style) and a tail from the
 * ambition, with no mark of gender ('Mão na Massa em Busca de Autonomia').
 */
const nameCores: Record<string, string> = {
  Executor: 'Motor em Movimento',
  Visionário: 'Visão em Movimento',
  Analítico: 'Bússola dos Números',
  Comunicador: 'Voz que Engaja',
  Estrategista: 'Estratégia com Pulso',
  Colaborador: 'Elo da Equipe',
};
const nameTails: Record<number, string> = {
  1: 'em Busca de Escala',
  2: 'em Busca de Investidores',
  3: 'em Busca de Legado',
  4: 'em Busca de Autonomia',
};

function symbolicName(perfil: string, leadership: number | undefined, ambition: number | undefined): string {
  const core =
    leadership === 1 && perfil === 'Executor' ? 'Mão na Massa' : (nameCores[perfil] ?? 'Rumo em Construção');
  const tail = ambition !== undefined ? nameTails[ambition] : undefined;
  return tail ? `${core} ${tail}` : core;
}

/** What each leadership style gives and what it costs, and the next step. */
const leadershipReadings: Record<number, string> = {
  1: 'Liderança de linha de frente: o seu exemplo garante o padrão, e é por isso mesmo que a empresa ainda para sem a sua presença. O próximo passo é liderar pela regra, não pela presença: combinar critérios e deixar a equipe decidir dentro deles.',
  2: 'Liderança por metas e cobrança: a equipe sabe o que se espera dela, mas o controle tende a se concentrar em você. O próximo passo é dar a cada meta um dono que acompanhe o resultado sem esperar a sua conferência.',
  3: 'Liderança pela visão: você engaja, mas a visão só vira resultado com rotina. O próximo passo é um ritual curto e fixo de acompanhamento de metas.',
  4: 'Liderança pela autonomia: a equipe decide e você apoia. O próximo passo é escrever os critérios que sustentam essa autonomia, para ela resistir a uma fase de pressão.',
  5: 'Ainda não há equipe para liderar: o primeiro desafio de liderança será a primeira contratação, com papel e metas claros desde o início.',
};

/** A centralised decision (by option value): what it costs and how to hand it over. */
const centralised: Record<number, string> = {
  1: 'Descontos e condições comerciais ainda dependem de você; uma tabela de limites devolve essa decisão à equipe.',
  2: 'Contratações e desligamentos passam por você; a triagem e a primeira entrevista podem ficar com a liderança.',
  3: 'Compras e pagamentos esperam a sua aprovação; fornecedores homologados e um teto por pedido liberam a rotina.',
  4: 'Atendimento aos clientes mais importantes ainda é tarefa sua; leve alguém junto às próximas conversas para transferir a relação aos poucos.',
  5: 'Definição de preços ainda é decisão sua; com o custo real e a margem mínima calculados, ela pode seguir uma regra escrita.',
  6: 'Aprovação de campanhas e peças de marketing espera o seu aval; um calendário e um padrão visual encurtam esse caminho.',
  7: 'Solução de problemas técnicos ou de entrega sobe até você; um roteiro para os casos comuns resolve a maioria sem escalar.',
};

/** An energy drain (by option value), read as a sign of what is missing. */
const drains: Record<number, string> = {
  1: 'Apagar incêndios na operação mostra que faltam rotinas e alguém com autoridade para resolver na hora.',
  2: 'Conflitos e gestão de pessoas pedem papéis e metas combinados por escrito.',
  3: 'Pressão de caixa e contas a pagar tira atenção de vender melhor; uma previsão de caixa semanal troca o susto por decisão.',
  4: 'Vender e negociar cansa você: o dia a dia comercial pode ir para outra pessoa, com você nas contas-chave.',
  5: 'Burocracia, impostos e tarefas administrativas podem sair da sua mesa para a contabilidade ou um apoio administrativo.',
  6: 'Reuniões que não levam a decisões pedem pauta, horário para acabar e um responsável por decidir.',
  7: 'Conciliar a empresa com a família e a vida pessoal é o custo mais alto da rotina atual, e é exatamente o que a sua ambição quer mudar.',
};

/** Dossier section perfil_fundador: an interpretation of the founder's profile, not a copy of the analysis. */
export function perfilFundador(facts: DossierFacts): PerfilFundador {
  const { founder } = facts;
  const sheet = facts.sheets.founder;
  const disc = facts.computed.founder;
  const perfil = firstText(founder.perfil) ?? 'Empreendedor';
  const ambitionValue = sheet?.option('ambicao_principal')?.value;
  const ambicao = phraseOf(sheet, 'ambicao_principal');
  const leadershipValue = sheet?.option('estilo_lideranca')?.value;
  const decisaoAdiada = sheet?.text('decisao_adiada');
  const lacuna = topicOf(sheet?.text('lacuna_conhecimento'));
  const semFundador = sheet?.yes('empresa_sem_fundador');
  const centralizadas = sheet?.selected('decisoes_centralizadas') ?? [];
  const drenos = sheet?.selected('consumidores_energia') ?? [];
  const energiaValue = sheet?.option('nivel_energia')?.value;
  const energia = phraseOf(sheet, 'nivel_energia');
  const competencias = phrasesOf(sheet, 'competencias_dominadas');
  const tempo = sheet?.distribution('distribuicao_tempo') ?? [];
  const horas = sheet?.number('horas_semanais');
  const dependencia = sheet?.number('dependencia_renda');
  const folegoValue = sheet?.option('folego_caixa')?.value;
  const folego = phraseOf(sheet, 'folego_caixa');
  const estiloValue = sheet?.option('estilo_decisao')?.value;
  const crise = sheet?.text('maior_crise');
  const motivacao = phraseOf(sheet, 'motivacao_principal');
  const grade = sheet?.number('alinhamento_vida_empresa');
  const estrategia = tempo.find((item) => item.category.startsWith('Estratégia'));
  const dependeDeVoce = semFundador === false || centralizadas.length >= 3;
  const caixaCurto = folegoValue !== undefined && folegoValue <= 2;
  const nome = symbolicName(perfil, leadershipValue, ambitionValue);
  const strongest = disc?.ranked[0];

  const contratacaoAdiada = decisaoAdiada !== undefined && /contrat/i.test(decisaoAdiada);
  const travas = unique([
    ...(decisaoAdiada
      ? [
          contratacaoAdiada
            ? 'A contratação que você vem adiando é o nó principal: sem ela, ninguém assume a operação e você continua no centro da rotina.'
            : 'A decisão que você vem adiando segura as demais: enquanto ela não sai, a agenda continua tomada pelo dia a dia.',
        ]
      : []),
    ...(centralizadas.length >= 2
      ? [
          semFundador === true
            ? `A empresa já anda sem você no dia a dia, mas ${countWord(centralizadas.length)} decisões ainda esperam a sua aprovação; com regras escritas, elas seguem sem você também.`
            : `Com ${countWord(centralizadas.length)} decisões que só andam com a sua aprovação, você virou o gargalo do dia a dia.`,
        ]
      : []),
    ...(caixaCurto || (dependencia ?? 0) >= 80
      ? [
          `${folego ? `Um caixa que cobre ${folego}` : 'Pouco caixa'}${dependencia !== undefined ? ` e ${dependencia}% da renda da família na empresa` : ''} deixam pouca margem para errar, o que alimenta o adiamento das decisões grandes.`,
        ]
      : []),
    ...(energiaValue !== undefined && energiaValue <= 2
      ? ['Com a energia baixa, decisões grandes ficam mais pesadas do que são.']
      : []),
    ...(estiloValue === 1
      ? ['Decidir pela intuição funciona na operação; em preço e contratação, sem números, o risco cresce.']
      : []),
    ...(estiloValue === 4 ? ['Esperar pela certeza deixa decisões importantes paradas.'] : []),
  ]);

  const centralAreas = centralizadas.length
    ? centralizadas.map(
        (option) => centralised[option.value] ?? `${option.text} ainda depende da sua aprovação.`,
      )
    : tempo
        .filter((item) => item.percentage >= 20)
        .map((item) => `${item.category} ocupa ${item.percentage}% da sua semana.`);

  const energyItems = drenos.map(
    (option) => drains[option.value] ?? `${option.text} também pesa na sua energia.`,
  );

  const zonas = unique([
    ...(competencias.length > 0
      ? [
          `Você domina ${joinPt(competencias)} a ponto de ensinar: esse conhecimento é a matéria-prima para formar quem vai assumir parte da operação.`,
        ]
      : []),
    ...(strongest
      ? disc && disc.tie.length > 0
        ? disc.tie.map(
            (dimension) =>
              `A ${discLabels[dimension]}, empatada entre as dimensões mais fortes do seu perfil, ${discTraits[dimension].gives}.`,
          )
        : [`A ${discLabels[strongest]}, a dimensão mais forte do seu perfil, ${discTraits[strongest].gives}.`]
      : []),
    ...(crise ? ['Você já tirou a empresa de uma crise grave: sabe se reinventar sob pressão.'] : []),
    ...(lacuna ? [] : founder.forcas.slice(0, 1)),
  ]);

  const alignmentReason = (() => {
    if (grade === undefined)
      return `A nota para o quanto ${facts.nome} contribui para a vida que você quer não foi dada; fica o meio da escala como referência até essa conversa acontecer.`;
    const gaps = [
      horas !== undefined && horas > 45 ? `${horas} horas por semana` : '',
      energiaValue !== undefined && energiaValue <= 2 && energia ? energia : '',
      estrategia && estrategia.percentage < 15
        ? estrategia.percentage > 0
          ? `só ${estrategia.percentage}% do tempo para estratégia`
          : 'nenhum tempo para estratégia'
        : '',
      dependencia !== undefined && dependencia >= 70
        ? `${dependencia}% da renda da família dependendo da empresa`
        : '',
    ].filter(Boolean);
    if (grade <= 6)
      return `Você deu ${grade} de 10 ao quanto ${facts.nome} contribui para a vida que você quer.${gaps.length > 0 ? ` A nota reflete a distância entre a vida que você quer e a de hoje: ${joinPt(gaps)}.` : ''} Ela sobe quando a operação e as decisões do dia a dia deixarem de depender de você.`;
    return `Você deu ${grade} de 10 ao quanto ${facts.nome} contribui para a vida que você quer: a empresa já serve a essa vida.${gaps.length > 0 ? ` O que ainda pesa: ${joinPt(gaps)}.` : ''} O desafio é manter esse alinhamento quando ela crescer.`;
  })();

  const relacao = [
    ambicao ? `Você quer ${ambicao}` : 'A ambição para os próximos anos não foi informada',
    horas !== undefined || dependencia !== undefined
      ? `; hoje ${facts.nome} ${horas !== undefined ? `pede cerca de ${horas} horas por semana` : ''}${
          horas !== undefined && dependencia !== undefined ? ' e ' : ''
        }${dependencia !== undefined ? `sustenta ${dependencia}% da renda da família` : ''}.`
      : '.',
    motivacao
      ? ` O que move você é ${motivacao}, e isso só se realiza ${dependeDeVoce ? 'quando a empresa funcionar sem a sua presença diária' : 'se o crescimento não voltar a depender de você'}.`
      : '',
  ].join('');

  const leadershipText =
    (leadershipValue !== undefined ? leadershipReadings[leadershipValue] : undefined) ??
    firstText(founder.lideranca) ??
    `Perfil ${perfil}, com estilo de liderança ainda a descrever.`;

  const apoio = dependeDeVoce
    ? `Formar uma liderança de operação, um braço direito com autoridade sobre a rotina${
        lacuna ? `, e buscar em paralelo uma mentoria em ${lacuna}` : ''
      }.${
        caixaCurto
          ? ' Como o caixa é curto, faça isso em etapas: primeiro treine e promova alguém da equipe com um acréscimo de salário, e só contrate de fora quando a margem comportar a nova folha.'
          : ' Defina por escrito o que essa pessoa decide sem consultar você e o que ainda passa por você.'
      }`
    : `Uma mentoria mensal focada em ${lacuna ?? 'gestão e estratégia'}, e um horário fixo na agenda para pensar o negócio.`;

  const moveFirst = contratacaoAdiada
    ? 'pela contratação que está adiada e pelas regras que tiram o dia a dia da sua mesa'
    : dependeDeVoce
      ? 'por delegar as decisões do dia a dia com regras claras'
      : lacuna
        ? `por dominar ${lacuna}`
        : 'por transformar o seu jeito de decidir em rotina da equipe';

  return {
    nome_simbolico: nome,
    estilo_lideranca: leadershipText,
    travas_identificadas: orElse(travas, 'Nenhuma trava foi declarada: vale revisar o que você vem adiando.'),
    relacao_empresa_vida: relacao,
    areas_centralizadas: orElse(centralAreas, 'Nenhuma decisão foi declarada como exclusiva sua.'),
    consumidores_energia: orElse(
      energyItems,
      energia ? `O que predomina hoje é ${energia}.` : 'O que consome a sua energia não foi informado.',
    ),
    zonas_potencia: orElse(
      zonas,
      `Perfil ${perfil}: ${lowerFirst(founder.resumo || 'pontos fortes a mapear.')}`,
    ),
    grau_alinhamento: Math.min(FOUNDER_ALIGNMENT_MAX, Math.max(0, grade ?? FOUNDER_ALIGNMENT_MAX / 2)),
    justificativa_alinhamento: alignmentReason,
    frase_resumo: `${nome}: ${
      leadershipValue === 1
        ? 'você construiu a empresa na linha de frente'
        : `um perfil ${perfil} que sustenta a empresa`
    }${ambicao ? ` e agora quer ${ambicao}` : ''}; o caminho começa ${moveFirst}.`,
    recomendacao_apoio: apoio,
    generatedLocally: true,
  };
}
