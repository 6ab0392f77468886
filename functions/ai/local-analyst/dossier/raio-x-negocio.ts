import { maturityLabel, type MaturityLabel, type scoreLabel } from '../../../contracts/analysis-data/common';
import type {
  DossierAreaKey,
  RaioXNegocioModel,
} from '../../../contracts/analysis-data/dossier/raio-x-negocio';
import type { ManagementAreaName } from '../../../contracts/analysis-data/management';
import { formatNumber, joinPt } from '../../answers/answer-sheet';
import type { AreaLevel } from '../../facts/management';
import { rankAreas, splitAreas } from '../management';
import {
  areaMeanings,
  areaOfPriority,
  countWords,
  listOf,
  obstacleTheme,
  priorityItems,
} from '../management-readings';
import { orElse, type DossierFacts } from './facts';

/** The areas that take a strength to the market. */
const marketingAreas: readonly DossierAreaKey[] = ['canal', 'funil', 'conteudo'];

/** What each title of the 1-5 scale means for an area, in a consultant's words. */
const levelMeaning: Record<MaturityLabel, string> = {
  Rudimentar: 'Ainda não há um jeito definido de fazer: cada vez sai de uma forma.',
  Básico: 'Já existe um jeito de fazer, mas ele depende de quem executa e não é medido.',
  Intermediário: 'O essencial está definido e é seguido; falta medir para melhorar.',
  Avançado: 'A área é medida e melhorada com base no cliente.',
  Excelência: 'A área é gerida por dados e evolui sem depender de esforço extra.',
};

/** What the overall level means for the company as a whole. */
const overallMeaning: Record<ReturnType<typeof scoreLabel>, string> = {
  Inicial: 'a empresa funciona no improviso, e quase tudo depende de quem lidera',
  Básico: 'a empresa já tem rotinas, mas elas dependem das pessoas e quase nada é medido',
  Intermediário: 'os processos principais existem e são seguidos; o salto agora é medir e ajustar',
  Avançado: 'a gestão é medida e corrigida com dados; o desafio é ganhar escala sem perder o padrão',
  Otimizado: 'a gestão evolui por conta própria, guiada por dados',
};

/** Why each area matters to the others, when it is among the critical ones. */
const chainReason: Record<ManagementAreaName, string> = {
  Produto: 'é o que sustenta um preço mais alto; se a entrega oscilar, cada reajuste vira reclamação',
  Canal:
    'é o que traz volume; sem um caminho previsível até o cliente, qualquer ganho de margem ou de conversão rende pouco',
  Funil:
    'é onde o volume vira pedido; sem registro e sem retorno às propostas, parte do que os canais trazem se perde',
  Precificação:
    'define quanto sobra de cada venda; sem ela, crescer pode significar trabalhar mais para ganhar o mesmo',
  Mensuração:
    'é o que prova se as outras mudanças funcionaram; sem números, o trimestre termina sem saber o que repetir',
  Conteúdo:
    'é o que faz a empresa ser lembrada por quem ainda não comprou; sem ele, tudo depende de indicação',
};

const at = (area: AreaLevel) => `${area.nome} no nível ${formatNumber(area.nivel)} (${area.titulo})`;

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** 'Canal e Funil estão no nível 2', 'Canal está no nível 2 e Conteúdo no nível 1'. */
function levelsSentence(areas: readonly AreaLevel[]): string {
  const byLevel = new Map<number, string[]>();
  for (const area of areas) byLevel.set(area.nivel, [...(byLevel.get(area.nivel) ?? []), area.nome]);
  return [...byLevel]
    .map(
      ([level, names], index) =>
        `${joinPt(names)} ${index === 0 ? (names.length === 1 ? 'está ' : 'estão ') : ''}no nível ${formatNumber(level)}`,
    )
    .join(' e ');
}

/** Why each of the weakest areas is critical, connected to the others and to the first priority. */
function criticalGaps(
  weakest: readonly AreaLevel[],
  priorityArea: ManagementAreaName | undefined,
  firstName: string | undefined,
): string[] {
  return weakest.map((area, index) => {
    if (index === 0 && area.nome === priorityArea) {
      return `${at(area)}: é o ponto de partida, porque coincide com a primeira prioridade que ${firstName ? `você, ${firstName},` : 'você'} declarou; ${chainReason[area.nome]}.`;
    }
    return `${at(area)}: ${chainReason[area.nome]}.`;
  });
}

/**
 * Dossier section raio_x_negocio: what the maturity levels mean and what the weakest areas block (the
 * grade and the areas' levels and titles are code's, written by the task's facts as for any adapter).
 */
export function raioXNegocio(facts: DossierFacts): RaioXNegocioModel {
  const { grau: grade, nivel } = facts.computed.maturity;
  const levels = facts.computed.maturity.areas;
  const management = facts.sheets.management;
  const items = priorityItems(management?.text('prioridades_12_meses'));
  const priorityArea = items[0] ? areaOfPriority(items[0]) : undefined;
  const ranked = rankAreas(levels, items[0]);
  const { strongest, weakest } = splitAreas(ranked);
  const critical = (weakest.length > 0 ? ranked.filter((area) => area.nivel < 4) : []).slice(0, 3);
  const firstName = facts.input.userFirstName?.trim() || undefined;

  const rest = levels.filter((area) => !strongest.includes(area));
  const sameLevel = rest.length > 1 && rest.every((area) => area.nivel === rest[0]!.nivel);
  const descricao = [
    `Na média das seis áreas, a maturidade da gestão fica em ${formatNumber(grade)} de 5 (${nivel}). Na prática, ${overallMeaning[nivel]}.`,
    strongest.length > 0
      ? `${joinPt(strongest.map(at))} ${strongest.length === 1 ? 'mostra' : 'mostram'} que a empresa sabe fazer bem quando há método${
          sameLevel
            ? `; as outras ${countWords(rest.length, 'área está', 'áreas estão', true)} no nível ${formatNumber(rest[0]!.nivel)}, e é ali que o crescimento emperra.`
            : '.'
        }`
      : 'Nenhuma área se destaca: a vantagem é poder escolher a ordem das melhorias sem desmontar nada.',
  ].join(' ');

  const business = facts.sheets.business;
  const provas = business?.yes('provas_resultado');
  const strong = strongest[0];
  const communication = ranked.filter(
    (area) => marketingAreas.includes(area.key) && !strongest.includes(area),
  );
  const neglected = strong
    ? `${strong.nome}, no nível ${formatNumber(strong.nivel)}, é o trunfo. ${areaMeanings[strong.nome].supports}${
        communication.length > 0
          ? ` Mas esse trunfo quase não chega a quem ainda não conhece ${facts.nome}: ${levelsSentence(communication.slice(0, 2))}.`
          : ''
      } ${provas ? 'Como já existem provas de resultado, transformá-las' : 'Transformar essa qualidade'} em argumento de venda em cada canal é a alavanca mais barata de crescimento.`
    : `Nenhuma área se destaca ainda; o ponto forte a aproveitar está no produto que os clientes já compram, a transformar em argumento de venda.`;

  const estrutura = management?.option('estrutura_lideranca');
  const concluidas = management?.number('iniciativas_concluidas');
  const tema = obstacleTheme(management?.text('obstaculo_execucao'));
  const weakestNames = joinPt(critical.slice(0, 2).map((area) => area.nome));
  const verdict =
    grade < 2.5
      ? `${facts.Nome} ainda não está pronta para escalar: acelerar agora multiplicaria as falhas em ${weakestNames || 'gestão'}.`
      : grade < 3.5
        ? `${facts.Nome} pode crescer de forma controlada, desde que ${weakestNames || 'as áreas mais frágeis'} subam de nível antes de acelerar a aquisição.`
        : `${facts.Nome} tem base para escalar; o cuidado é não deixar ${weakestNames || 'nenhuma área'} virar gargalo.`;
  const execution = [
    ...(estrutura && estrutura.value <= 2
      ? ['Sem líderes com autonomia, cada passo novo ainda passa pelas suas mãos.']
      : []),
    ...(concluidas !== undefined && concluidas < 60
      ? [
          `Com ${concluidas}% das iniciativas do último semestre concluídas, o plano precisa de poucas frentes por vez.`,
        ]
      : []),
    ...(tema && !(estrutura && estrutura.value <= 2) ? [`O freio declarado: ${tema}.`] : []),
  ];

  const clareza = facts.overview.clareza_estrategica;
  const teoria = management?.text('teoria_vencer') ?? facts.business?.ideias_crescimento.teoria_vencer;
  const visao =
    items.length > 0
      ? `${capitalise(countWords(items.length, 'prioridade definida', 'prioridades definidas', true))} para os próximos 12 meses. ${
          priorityArea
            ? `A primeira mexe em ${priorityArea}, ${critical.some((area) => area.nome === priorityArea) ? 'uma área crítica do radar: a ordem está certa' : `uma área que não está entre as mais frágeis: o plano começa por ela, como você escolheu, e segue logo para ${critical[0]?.nome ?? 'as áreas mais frágeis'}`}.`
            : 'A primeira não corresponde a nenhuma área do radar: vale ligar cada prioridade a uma área e a uma meta.'
        }`
      : 'Visão de longo prazo ainda não registrada: escrever três prioridades para 12 meses é o primeiro passo.';
  const teoriaText = teoria
    ? `Existe uma tese clara de como vencer${strong ? `, apoiada no que ${strong.nome} já garante` : ''}; ${
        communication[0]
          ? `para virar vantagem no mercado, ela precisa de ${communication[0].nome} mais forte, hoje no nível ${formatNumber(communication[0].nivel)}.`
          : 'o próximo passo é traduzi-la em metas por área.'
      }`
    : 'Teoria de como vencer ainda não formulada: em uma frase, por que o cliente deve preferir a empresa.';

  /** The short options the user chose for an area, named in a sentence (never a long answer). */
  const namedAnswers = (key: DossierAreaKey): string | undefined => {
    if (key === 'canal') {
      const canais = (management?.selectedTexts('canais_ativos') ?? []).filter(
        (text) => !/^nenhum/i.test(text),
      );
      return canais.length > 0
        ? `${canais.length === 1 ? 'O canal trabalhado hoje' : 'Os canais trabalhados hoje'} (${listOf(canais)}) ${canais.length === 1 ? 'é o ponto de partida' : 'são o ponto de partida'}.`
        : undefined;
    }
    if (key === 'mensuracao') {
      const indicadores = management?.selectedTexts('indicadores_acompanhados') ?? [];
      return indicadores.length > 0
        ? `${indicadores.length === 1 ? 'O único número acompanhado todo mês' : 'Os números acompanhados todo mês'} (${listOf(indicadores)}) ${indicadores.length === 1 ? 'é a base' : 'são a base'} do painel.`
        : undefined;
    }
    return undefined;
  };

  return {
    maturidade_descricao: descricao,
    areas_avaliadas: Object.fromEntries(
      levels.map((area) => {
        const meaning = areaMeanings[area.nome];
        const named = namedAnswers(area.key);
        const text =
          (area.nivel >= 4
            ? `${levelMeaning[maturityLabel(area.nivel)]} É a base do crescimento.`
            : area.nivel < 3
              ? meaning.gates
              : levelMeaning[maturityLabel(area.nivel)]) + (named ? ` ${named}` : '');
        return [area.key, { descricao_maturidade: text }];
      }),
    ) as RaioXNegocioModel['areas_avaliadas'],
    gaps_criticos: orElse(
      criticalGaps(critical, priorityArea, firstName),
      'Nenhuma área abaixo do nível 4: o desafio é manter a consistência.',
    ),
    ponto_forte_negligenciado: neglected,
    diagnostico_prontidao: [verdict, ...execution].join(' '),
    clareza_estrategica: {
      nivel: clareza.nivel?.trim() || (teoria && items.length > 0 ? 'Média' : 'Baixa'),
      visao_longo_prazo: visao,
      teoria_vencer: teoriaText,
    },
    generatedLocally: true,
  };
}
