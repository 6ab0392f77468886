import type { GenericAnalysis } from '../../contracts/analysis-data/generic-analysis';
import type { DiagnosticQuestion } from '../../contracts/diagnostics';
import { formatMoney, formatNumber, joinPt, type AnswerSheet } from '../answers/answer-sheet';
import {
  points,
  questionnaireFacts,
  scaleMax,
  type QuestionReading,
  type SectionReading,
} from '../facts/generic';
import { rankSignals, type Signal } from './signals';
import { clausesByTone, themesOf } from './themes';

/**
 * The analysis of any other diagnostic, from its questionnaire and answers alone: the answers on a
 * scale ranked (facts/generic.ts), the sections compared, the open answers read for their themes and
 * tone, the choices, numbers and distributions read for what they show.
 */

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** A question as the texts cite it: its text (the first sentence when long) in quotes, no closing period. */
export function cite(question: Pick<DiagnosticQuestion, 'text'>): string {
  const clean = question.text.replace(/\s+/g, ' ').trim();
  const first = clean.length > 140 ? (/^.*?[?!.](?=\s|$)/.exec(clean)?.[0] ?? clean) : clean;
  return `“${first.replace(/\.$/, '')}”`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const optionCite = (text: string) => `“${text.replace(/\s+/g, ' ').trim().replace(/\.$/, '')}”`;

/** Where a score sits, in words. */
function stageOf(score: number): string {
  if (score < 0.4) return 'um estágio inicial, com a maior parte das práticas ainda por estruturar';
  if (score < 0.7) return 'um estágio intermediário, com bases construídas e lacunas claras';
  return 'um estágio avançado, com a maior parte das práticas em funcionamento';
}

/** From here a strength is "high" in the texts; below it, halfway. */
const HIGH = 0.75;

/** A signal with the question it reads (cited), so a summary can name it. */
interface CitedSignal extends Signal {
  subject: string;
}

/** A signal (strength, weakness and what to do) from an answer on a scale. */
function scaledSignal(sheet: AnswerSheet, reading: QuestionReading, score: number): CitedSignal {
  const { key, question } = reading.item;
  const q = cite(question);
  const option = sheet.option(key);
  const max = scaleMax(question.questionType);
  const value = sheet.number(key);
  if (max !== undefined && value !== undefined) {
    const target = Math.min(max, value + Math.max(1, Math.round(max / 5)));
    return {
      subject: q,
      score,
      strength:
        score >= HIGH
          ? `${q}: nota ${value} de ${max}, no alto da escala — algo que já sustenta o restante`
          : `${q}: nota ${value} de ${max}, a meio caminho da escala — uma base a consolidar`,
      weakness: `${q}: nota ${value} de ${max}, na parte baixa da escala`,
      recommendation: `Defina uma meta para ${q}: sair da nota ${value} para ${target} em 90 dias, com uma pessoa responsável e uma revisão por mês`,
    };
  }
  if (!option) throw new Error(`generic analysis: ${key} has a score but no option`);
  const chosen = optionCite(option.text);
  const ordered = [...question.options].sort((a, b) => a.value - b.value);
  const next = ordered.find((candidate) => candidate.value > option.value);
  const extreme = (which: 'mais alta' | 'mais baixa') =>
    question.questionType === 'yes_no'
      ? `a resposta ${which === 'mais alta' ? 'mais favorável' : 'menos favorável'} das duas`
      : `a ${which} das ${formatNumber(question.options.length)} opções`;
  return {
    subject: q,
    score,
    strength:
      score >= 1
        ? `${q}: ${chosen} é ${extreme('mais alta')}, sinal de uma prática já estabelecida`
        : score >= HIGH
          ? `${q}: ${chosen} fica no alto da escala de respostas, sinal de uma prática em andamento`
          : `${q}: ${chosen} fica no meio da escala de respostas, uma base a consolidar`,
    weakness:
      score <= 0
        ? `${q}: ${chosen} é ${extreme('mais baixa')}, um ponto ainda por construir`
        : `${q}: ${chosen} fica na parte baixa da escala de respostas, um ponto ainda frágil`,
    recommendation: !next
      ? `Para ${q}, desenhe um primeiro teste simples que mude essa resposta e revise o resultado em 30 dias`
      : question.questionType === 'yes_no'
        ? `Para que ${q} tenha a resposta ${optionCite(next.text)}, comece por um teste simples nas próximas duas semanas e revise o resultado em 30 dias`
        : `Para ${q}, mire a resposta seguinte, ${optionCite(next.text)}: escreva o que precisa mudar para chegar lá e dê o primeiro passo nesta semana`,
  };
}

/**
 * The signals of an open answer: a weakness about the themes of the sentences that describe a
 * difficulty, a strength about those of the sentences that describe what works (none without a clear tone).
 */
function openSignals(sheet: AnswerSheet, reading: QuestionReading): CitedSignal[] {
  const text = sheet.text(reading.item.key);
  if (!text) return [];
  const q = cite(reading.item.question);
  const grouped = clausesByTone(text);
  return (['difficulty', 'working'] as const).flatMap((tone) => {
    const topic = joinPt(themesOf(grouped[tone], 2).map((theme) => theme.word));
    if (!topic) return [];
    return [
      {
        subject: q,
        score: tone === 'working' ? 0.8 : 0.2,
        strength: `${q}: sua descrição mostra uma base sólida em ${topic}`,
        weakness: `${q}: sua descrição aponta dificuldades ligadas a ${topic}`,
        recommendation: `Sobre ${q}, transforme a dificuldade com ${topic} em uma ação com responsável, prazo e um número para acompanhar`,
      },
    ];
  });
}

/** What the texts say of open answers at most: the strongest and the weakest two. */
const MAX_OPEN_SIGNALS = 2;

/** The scored sections, lowest first (ties keep the questionnaire's order). */
const rankedSections = (sections: readonly SectionReading[]) =>
  sections
    .filter((section) => section.score !== undefined)
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.score! - b.section.score! || a.index - b.index)
    .map(({ section }) => section);

/** What the choices, numbers and distributions show (at most two of each kind). */
function contentInsights(sheet: AnswerSheet, readings: readonly QuestionReading[]): string[] {
  const of = (type: string) => readings.filter((reading) => reading.item.question.questionType === type);
  const distributions = of('distribution').flatMap((reading) => {
    const [top] = sheet.distribution(reading.item.key);
    if (!top) return [];
    const q = cite(reading.item.question);
    const share = `${formatNumber(top.percentage)}%`;
    return top.percentage >= 50
      ? [`Em ${q}, ${optionCite(top.category)} concentra ${share}: uma dependência a acompanhar de perto`]
      : [
          `Em ${q}, nenhuma parte passa de ${share} (a maior é ${optionCite(top.category)}): uma divisão equilibrada`,
        ];
  });
  const choices = of('multiple_choice').flatMap((reading) => {
    const selected = sheet.selectedTexts(reading.item.key);
    const total = reading.item.question.options.length;
    const q = cite(reading.item.question);
    if (selected.length === 0) return [];
    if (selected.length === 1)
      return [`Em ${q}, uma única opção entre ${total}, ${optionCite(selected[0]!)}: um foco concentrado`];
    return [
      `Em ${q}, ${formatNumber(selected.length)} de ${formatNumber(total)} opções marcadas, a começar por ${optionCite(selected[0]!)}: ${selected.length * 2 >= total ? 'uma frente ampla, que pede prioridade' : 'um recorte definido'}`,
    ];
  });
  const numbers = [...of('numeric_input'), ...of('slider')].flatMap((reading) => {
    const value = sheet.number(reading.item.key);
    if (value === undefined) return [];
    const { question } = reading.item;
    const shown =
      question.questionType === 'slider'
        ? `${formatNumber(value)}%`
        : question.metadata.unit === 'BRL'
          ? formatMoney(value)
          : formatNumber(value);
    return [`${cite(question)}: ${shown} é o ponto de partida para medir a evolução deste item`];
  });
  return [...distributions.slice(0, 2), ...choices.slice(0, 2), ...numbers.slice(0, 2)];
}

export function genericAnalysis(sheet: AnswerSheet): GenericAnalysis {
  const { diagnostic, userFirstName } = sheet.input;
  const facts = questionnaireFacts(sheet);
  // The answers on a scale are ranked; what the open answers describe is read beside them.
  const scaledSignals = facts.readings.flatMap((reading) =>
    reading.score === undefined ? [] : [scaledSignal(sheet, reading, reading.score)],
  );
  const scaled = rankSignals(scaledSignals);
  const open = facts.readings.flatMap((reading) =>
    reading.item.question.questionType === 'open_text' ? openSignals(sheet, reading) : [],
  );
  const strongest = [
    ...scaled.strongest,
    ...open.filter((signal) => signal.score >= 0.5).slice(0, MAX_OPEN_SIGNALS),
  ];
  const weakest = [
    ...scaled.weakest,
    ...open.filter((signal) => signal.score < 0.5).slice(0, MAX_OPEN_SIGNALS),
  ];
  const sections = rankedSections(facts.sections);
  const [worst, best] = [sections[0], sections[sections.length - 1]];
  const compared = sections.length > 1 && worst && best ? { worst, best } : undefined;
  const openTexts = facts.readings.flatMap((reading) =>
    reading.item.question.questionType === 'open_text' ? [sheet.text(reading.item.key) ?? ''] : [],
  );
  const themes = themesOf(openTexts);
  const recurring = themes.filter((theme) => theme.count > 1);
  const sectionLabel = (section: SectionReading) =>
    `${optionCite(section.title)} (${points(section.score!)} de 100)`;

  const recommendations = [
    ...(compared && compared.worst.score! < 0.5
      ? [
          `Comece pela seção ${sectionLabel(compared.worst)}, a mais baixa do diagnóstico: concentre nela os próximos 90 dias antes de abrir outras frentes`,
        ]
      : []),
    ...weakest.map((signal) => signal.recommendation),
    ...(compared && compared.best.score! >= 0.6 && compared.best.score! - compared.worst.score! >= 0.2
      ? [
          `Use o que já funciona em ${optionCite(compared.best.title)} como modelo: registre como é feito e leve o mesmo método para ${optionCite(compared.worst.title)}`,
        ]
      : []),
  ];
  if (scaled.weakest.length === 0 && best) {
    // Nothing low on the scales: keep the level, and raise the lowest answer not at the top yet.
    const lowest = scaledSignals
      .filter((signal) => signal.score < 1)
      .reduce<CitedSignal | undefined>(
        (low, signal) => (low && low.score <= signal.score ? low : signal),
        undefined,
      );
    recommendations.push(
      `Sem respostas na parte baixa das escalas, escolha dois indicadores de ${optionCite(best.title)} para acompanhar todo mês e não perder o nível alcançado`,
      ...(lowest ? [lowest.recommendation] : []),
    );
  }
  if (recommendations.length === 0 && themes.length > 0) {
    recommendations.push(
      `Entre ${joinPt(themes.map((theme) => theme.word))}, escolha o tema mais urgente e defina uma ação com prazo para as próximas duas semanas`,
    );
  }
  if (recommendations.length === 0) {
    recommendations.push(
      `Responda de novo ${optionCite(diagnostic.title)} daqui a 90 dias e compare as respostas para medir a evolução`,
    );
  }

  // One section: the contrast is between its highest and its lowest answer (the first of equals).
  const ordered = [...scaledSignals].sort((a, b) => b.score - a.score);
  const [high, low] = [ordered[0], ordered.find((signal) => signal.score === ordered.at(-1)?.score)];
  const contrast =
    !compared && high && low && high.score - low.score >= 0.25
      ? `Entre ${high.subject} (${points(high.score)} de 100) e ${low.subject} (${points(low.score)} de 100) há ${points(high.score - low.score)} pontos: o que já funciona no primeiro pode servir de referência para o segundo`
      : undefined;
  const middle = facts.readings.filter(
    (reading) => reading.score !== undefined && reading.score > 0.35 && reading.score < 0.65,
  );
  const crossing = themes.filter((theme) => theme.answers > 1);
  const insights = [
    ...(compared
      ? [
          compared.best.score! - compared.worst.score! >= 0.2
            ? `Há ${points(compared.best.score! - compared.worst.score!)} pontos entre ${sectionLabel(compared.best)} e ${sectionLabel(compared.worst)}: o desenvolvimento é desigual, e a seção mais baixa tende a limitar o resultado da mais alta`
            : `As seções ficam próximas entre si, de ${points(compared.worst.score!)} a ${points(compared.best.score!)} de 100: a evolução tem sido equilibrada, e avançar pede esforço em todas ao mesmo tempo`,
        ]
      : []),
    ...(contrast ? [contrast] : []),
    ...(middle.length >= 2
      ? [
          `${plural(middle.length, 'resposta fica', 'respostas ficam')} no meio da escala, como em ${cite(middle[0]!.item.question)}: há base, mas ainda sem consistência`,
        ]
      : []),
    ...contentInsights(sheet, facts.readings),
    ...crossing.map(
      (theme) =>
        `${optionCite(theme.word)} aparece em ${plural(theme.answers, 'resposta aberta', 'respostas abertas')} diferentes: um tema que atravessa o diagnóstico`,
    ),
    ...(facts.unanswered.length > 0
      ? [
          `${plural(facts.unanswered.length, 'pergunta ficou', 'perguntas ficaram')} sem resposta, como ${cite(facts.unanswered[0]!.question)}: ${facts.unanswered.length === 1 ? 'com ela' : 'com elas'} o retrato fica mais preciso`,
        ]
      : []),
  ];

  const sectionCount = new Set(facts.readings.map((reading) => reading.item.question.metadata.section)).size;
  const opening = `suas respostas a ${optionCite(diagnostic.title)} cobrem ${plural(facts.readings.length, 'pergunta', 'perguntas')} em ${plural(sectionCount, 'seção', 'seções')}.`;
  const summary = [
    userFirstName ? `${userFirstName}, ${opening}` : opening.charAt(0).toUpperCase() + opening.slice(1),
    facts.score !== undefined
      ? `O índice geral das respostas em escala é de ${points(facts.score)} de 100, o que indica ${stageOf(facts.score)}.`
      : 'Nenhuma resposta está numa escala: a leitura parte do que você escreveu e escolheu.',
    compared
      ? `A seção mais forte é ${sectionLabel(compared.best)} e a que mais pede atenção é ${sectionLabel(compared.worst)}.`
      : strongest[0] && weakest[0]
        ? `O ponto mais sólido está em ${strongest[0].subject}, e o mais frágil em ${weakest[0].subject}.`
        : '',
    // "sobretudo" claims a recurrence: only words that come back (a word said once is not a theme).
    recurring.length > 0
      ? `Nas respostas abertas, você fala sobretudo de ${joinPt(recurring.map((theme) => theme.word))}.`
      : '',
    `O primeiro passo sugerido: ${lowerFirst(recommendations[0]!)}.`,
  ];

  return {
    resumo: summary.filter(Boolean).join(' '),
    pontos_fortes: strongest.map((signal) => `${signal.strength}.`),
    lacunas: weakest.map((signal) => `${signal.weakness}.`),
    recomendacoes: recommendations.map((text) => `${text}.`),
    principais_insights: insights.map((text) => `${text}.`),
    generatedLocally: true,
  };
}
