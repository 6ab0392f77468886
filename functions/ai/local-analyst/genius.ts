import type { ActionItem } from '../../contracts/action-plan';
import type { GeniusReply } from '../../contracts/analysis-data/action-plan';
import { readDossierSection } from '../../contracts/analysis-data/dossier/read-dossier-section';
import { plural } from '../../domain/portuguese';
import { formatDay, formatMoney, formatNumber, joinPt } from '../answers/answer-sheet';
import type { GeniusInput } from '../plan-input';
import { fold, topicOf, type PriorityTopic } from './stated-priorities';

/**
 * The local analyst's Genius: recognises the kind of question (how to start, how to split a budget, what
 * it costs, who does it, when, how to measure, what if it fails, why, or something off the task) and
 * answers it with the task's 5W2H, the plan's figures and the dossier's findings, in its own words:
 * it never repeats the question nor pastes the task back. An off-task question gets a short, honest
 * answer that brings the user back to the task. Deterministic: no clock but `today`, no randomness.
 */

export type Intent =
  'budget' | 'risk' | 'cost' | 'who' | 'measure' | 'deadline' | 'why' | 'start' | 'offtopic' | 'general';

/** The intent of a message, by its words (the first rule that matches). */
const intents: [Intent, RegExp][] = [
  [
    'budget',
    /(divid|divisao|distribu|repart|alocar|aloco|separar|separo).*(r\$|\d|valor|verba|dinheiro|orcamento)|(r\$|\d+ reais|verba|orcamento).*(divid|distribu|repart|alocar|aloco|separ)/,
  ],
  [
    'risk',
    /nao (der|deu|funcionar|funcione|der certo)|der errado|falhar|fracass|plano b|\brisco|e se\b.*(nao|errad|perder)/,
  ],
  ['cost', /quanto custa|custo|investimento|investir|gastar|\bverba|r\$|quanto vou pagar|caro\b/],
  ['who', /\bquem\b|responsavel|delegar|contratar|\bpessoa\b|sozinh/],
  [
    'measure',
    /medir|indicador|metrica|\bkpi|resultado|deu certo|funcionou|sucesso|como vou saber|acompanhar/,
  ],
  ['deadline', /prazo|quando|atrasad|\bdata\b|quanto tempo|demora|cronograma|ate que dia/],
  ['why', /por que|porque|importan|vale a pena|motivo|\bpra que\b|para que serve/],
  ['start', /comec|inici|primeiro passo|por onde|como faco|como fazer|passo a passo|o que faco/],
];

/** Words that say nothing about the subject of a question. */
const stopWords = new Set(
  'disso nisso desse dessa deste desta daqui cuidar tocar ajudar ajuda pensar ficar certo certa porque quando quanto quantos quantas sobre fazer preciso posso devo tenho temos minha minhas nossa nosso voce voces outra outro coisa coisas agora esta esse essa isso aquilo entao tambem ainda muito muita mais menos sempre nunca qual quais onde seria podia poderia pode gostaria queria saber falar conte contar dizer acha achas melhor tudo todos todas cada algum alguma hoje'.split(
    ' ',
  ),
);

/** Stems that tie a question to the business or to the plan. */
const businessStems =
  /client|vend|prec|cust|marg|equip|funcion|market|post|anunc|verba|caixa|taref|plan|meta|praz|empres|negoc|produt|servic|pedid|orcament|contrat|indicad|numer|lucr|fatur|receit|dinheir|gast|invest|reais|result|retorn|campanh|instagram|whatsapp|rede|conteud|agend|reuni|respons|gerent|deleg|decis|risc|medi|comec|inici|passo|fornec|concorr|estrateg|loja|site|entreg|atend|pacient|sess|divulg|cobr|pagament|salari|semana|prazo|mes\b|dias?\b/;

const contentWords = (text: string) =>
  fold(text)
    .split(/[^a-z0-9$]+/)
    .filter((word) => word.length >= 5 && !stopWords.has(word));

/**
 * The intent of a message about a task. Off the task: two or more words with meaning and none about the
 * business, the plan or the task's own words ("Quem ganhou o jogo ontem?").
 */
export function intentOf(message: string, taskText = ''): Intent {
  const folded = fold(message);
  const words = contentWords(message);
  const taskWords = new Set(contentWords(taskText));
  const related = words.some((word) => businessStems.test(word) || taskWords.has(word));
  if (words.length >= 2 && !related && !/r\$|\d/.test(folded)) return 'offtopic';
  return intents.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'general';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const lowerFirst = (value: string) => value.charAt(0).toLocaleLowerCase('pt-BR') + value.slice(1);
const steps = (how: string) =>
  how
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(\d+[.)]|-)\s*/, '').trim())
    .filter(Boolean);
/** A name's first letter lower-cased unless it starts an acronym (CAC, NPS). */
const wordLowered = (value: string) => (/^[A-ZÀ-Ú][a-zà-ú]/.test(value) ? lowerFirst(value) : value);
const stepText = (step: string) => lowerFirst(step.replace(/\.$/, ''));
/** A text lowered at its start when it starts with a common word (a name keeps its capital). */
const softLower = (value: string) =>
  /^(Quem|A|O|As|Os|Você|Responsável|Uma|Um|Esta|Este|É|Sem)(?=\s)/.test(value) ? lowerFirst(value) : value;
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
/** The first amount in reais in a text ("R$ 600", "R$ 1.463,00"), in reais. */
const moneyIn = (text: string): number | undefined => {
  const match = /R\$\s*([\d.]+(?:,\d{1,2})?)/i.exec(text) ?? /(\d[\d.]*)\s*reais/i.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]!.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
};
/** The first "N horas" in a text. */
/** The hours a 5W2H "how much" names, with their period when it gives one ('3 horas por semana'). */
const hoursIn = (text: string) =>
  /(\d+\s*horas?(?:\s+(?:por|ao|no|de)\s+(?:semana|mês|dia|primeiro mês|levantamento|seleção))?)/.exec(
    text,
  )?.[1];

/** The indicators of the dossier that measure a topic, else the first two. */
function indicatorsFor(topic: PriorityTopic | undefined, indicators: readonly string[]): string[] {
  const fits: Record<PriorityTopic, RegExp> = {
    precificacao: /margem|lucro|ticket|preco/,
    caixa: /caixa|inadimpl|receb/,
    mensuracao: /.*/,
    pessoas: /produtiv|faturamento/,
    conteudo: /convers|cac|aquisic|seguidor|alcance/,
    canal: /cac|aquisic|convers/,
    funil: /convers|funil|cac/,
    oferta: /faturamento|recorr|ltv|ticket/,
    produto: /nps|satisfac|recompra|churn/,
  };
  const matching = topic ? indicators.filter((entry) => fits[topic].test(fold(entry))) : [];
  return (matching.length ? matching : indicators).slice(0, 2);
}

/** The plan's other open tasks due before this one's deadline (or overdue), earliest first. */
function dueBefore(input: GeniusInput): ActionItem[] {
  const limit = input.task.dueDate ?? input.today;
  return input.planTasks
    .filter((other) => other.id !== input.task.id && !other.completed && other.dueDate !== null)
    .filter((other) => other.dueDate! < limit)
    .sort((a, b) => a.dueDate!.localeCompare(b.dueDate!));
}

/** An amount as a share of the monthly revenue the founder gave ('3% do faturamento mensal …'). */
function revenueShare(amount: number, numbers: GeniusInput['numbers']): string | undefined {
  const revenue = numbers?.monthlyRevenue;
  if (!revenue || revenue <= 0) return undefined;
  const percent = (amount / revenue) * 100;
  const shown = percent < 1 ? 'menos de 1%' : `${formatNumber(Math.round(percent * 10) / 10)}%`;
  return `${shown} do faturamento mensal de ${formatMoney(revenue)} que você informou`;
}

export function geniusReply(input: GeniusInput): GeniusReply {
  const { task, message } = input;
  const m = task.metadata;
  const first = input.userFirstName?.trim();
  const hello = first ? `${first}, ` : '';
  const plano = readDossierSection('plano_estrategico', input.sections);
  const investidor = readDossierSection('perfil_investidor', input.sections);
  const fundador = readDossierSection('perfil_fundador', input.sections);
  const taskText = [task.title, m.what, m.why, m.how, m.where].join(' ');
  const topic = topicOf(`${task.title} ${m.what}`);
  const plan = steps(m.how);
  const theTask = `a tarefa “${task.title}”`;
  const days =
    task.dueDate === null
      ? undefined
      : Math.round((Date.parse(task.dueDate) - Date.parse(input.today)) / DAY_MS);
  const indicators = indicatorsFor(topic, plano?.indicadores_principais ?? []);
  const lines: string[] = [];
  // Speaking to the user: her or his own name in the task's "who" reads as "você".
  const escaped = first?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const who = escaped
    ? m.who.replace(new RegExp(`(^|[\\s,;(])${escaped}(?=[\\s,;)]|$)`, 'g'), '$1você')
    : m.who;
  // The task led by the user herself or himself (the first name or "Você" first in its "who").
  const selfLed = /^\s*você(?=[\s,;]|$)/i.test(who);

  switch (intentOf(message, taskText)) {
    case 'offtopic': {
      lines.push(
        `${hello}essa pergunta foge do que consigo responder aqui: eu conheço o seu plano de ação e o seu dossiê, não outros assuntos.`,
        `Se quiser seguir com ${theTask}, posso dizer por onde começar, quanto reservar, quem envolver ou como medir o resultado.`,
      );
      break;
    }
    case 'budget': {
      const amount = moneyIn(message) ?? moneyIn(m.howMuch);
      if (amount === undefined) {
        lines.push(
          `${hello}para dividir a verba, preciso do valor: diga quanto pode separar por mês e eu monto a divisão.`,
          'A regra que vale para qualquer valor: uma parte pequena para testar duas opções, a maior parte para a que vencer, e uma reserva.',
        );
        break;
      }
      const round = (value: number) => Math.round(value / 10) * 10;
      const test = round(amount * 0.4);
      const each = round(test / 2);
      const winner = round(amount * 0.5);
      const reserve = Math.max(0, amount - each * 2 - winner);
      const share = revenueShare(amount, input.numbers);
      lines.push(
        `${hello}com ${formatMoney(amount)} por mês${share ? ` (${share})` : ''}, divida em três partes:`,
      );
      lines.push(
        bullets([
          `**Semanas 1 e 2 — teste (${formatMoney(each * 2)}):** ${formatMoney(each)} em cada uma de duas opções diferentes (dois posts, dois públicos ou duas ofertas), para comparar.`,
          `**Semanas 3 e 4 — a vencedora (${formatMoney(winner)}):** tudo na opção que trouxe a mensagem ou o pedido mais barato.`,
          `**Reserva (${formatMoney(reserve)}):** para repetir no mês seguinte o que deu resultado.`,
        ]),
      );
      lines.push(
        'Meça com uma conta só: o valor gasto dividido pelo número de mensagens ou pedidos que cada opção trouxe. Anote a origem de cada contato no atendimento, senão o teste não tem como ser lido.',
      );
      const planned = moneyIn(m.howMuch);
      if (investidor && investidor.investimento_recomendado > 0) {
        const ratio = Math.round((amount / investidor.investimento_recomendado) * 100);
        lines.push(
          `Para situar: o dossiê recomenda ${formatMoney(investidor.investimento_recomendado)} por mês em marketing e hoje são ${formatMoney(investidor.investimento_atual)}; esse valor é ${ratio}% do recomendado${planned && planned !== amount ? `, e a tarefa previa ${formatMoney(planned)}` : ''}. Com o perfil ${lowerFirst(investidor.classificacao)}, faz sentido começar pequeno e subir só com o custo por cliente medido.`,
        );
      }
      break;
    }
    case 'cost': {
      const hours = hoursIn(m.howMuch);
      const money = moneyIn(m.howMuch);
      lines.push(
        money !== undefined
          ? `${hello}o plano reserva ${formatMoney(money)} por mês para esta frente${hours ? `, mais cerca de ${hours} de trabalho` : ''}${revenueShare(money, input.numbers) ? `: ${revenueShare(money, input.numbers)}` : ''}.`
          : hours
            ? `${hello}esta tarefa não pede dinheiro: o custo é de tempo, cerca de ${hours}, segundo o plano.`
            : `${hello}o plano estima o custo assim: ${lowerFirst(m.howMuch.replace(/\.$/, ''))}.`,
      );
      if (investidor && investidor.investimento_recomendado > 0 && money !== undefined)
        lines.push(
          `Esse valor sai da verba de marketing: ${formatMoney(investidor.investimento_atual)} hoje, ${formatMoney(investidor.investimento_recomendado)} recomendados pelo dossiê. Suba em etapas, sem tirar do caixa o que paga as contas do mês.`,
        );
      else
        lines.push(
          'Reserve esse tempo na agenda da semana, como um compromisso com cliente; é aí que a tarefa costuma escorregar.',
        );
      break;
    }
    case 'who': {
      const decisions = fundador?.areas_centralizadas.length ?? 0;
      const load =
        decisions > 0
          ? `O dossiê mostra ${plural(decisions, 'decisão', 'decisões')} que hoje ${decisions === 1 ? 'passa' : 'passam'} por você`
          : '';
      if (!who)
        lines.push(`${hello}esta tarefa ainda não tem responsável; escolha um nome antes de começar.`);
      else if (selfLed) {
        const rest = who.replace(/^\s*(você|[^\s,;]+)\s*/i, '').replace(/^[,;]\s*/, '');
        lines.push(
          `${hello}pelo plano, quem conduz é você${rest ? `, ${lowerFirst(rest)}` : ''}: é uma decisão que pede o seu olhar.`,
          `${load ? `${load}; por isso, ` : ''}faça você a parte que decide e passe a parte operacional${plan[0] ? ` (como ${stepText(plan[0])})` : ''} para alguém da equipe.`,
        );
      } else {
        lines.push(`${hello}pelo plano, quem conduz é ${softLower(who)}.`);
        lines.push(
          `${load ? `${load}. Para esta não virar mais uma, combine` : 'Combine'} com quem conduz o que decide sem você e o que volta para você; revejam o combinado depois da primeira semana.`,
        );
        if (plan[0]) lines.push(`A primeira entrega a combinar: ${stepText(plan[0])}.`);
      }
      break;
    }
    case 'measure': {
      lines.push(
        indicators.length
          ? `${hello}${indicators.length === 1 ? 'o número que mostra se funcionou é' : 'os números que mostram se funcionou são'} ${joinPt(indicators.map(lowerFirst))}, do painel do seu plano.`
          : `${hello}antes de começar, escolha um número que deve mudar com esta tarefa e anote o valor de hoje.`,
      );
      lines.push(
        `Anote o valor de hoje (${formatDay(input.today)}) e compare ${task.dueDate ? `no prazo, em ${formatDay(task.dueDate)}` : 'em 30 dias'}. Entre uma data e outra, olhe uma vez por semana: se não mexer em duas semanas, ajuste a execução antes do fim.`,
      );
      const last = plan.at(-1);
      if (last && plan.length > 1)
        lines.push(`O próprio plano prevê esse fechamento no último passo: ${stepText(last)}.`);
      break;
    }
    case 'deadline': {
      if (days !== undefined && task.dueDate) {
        lines.push(
          days < 0
            ? `${hello}esta tarefa está atrasada há ${plural(-days, 'dia', 'dias')}: o prazo era ${formatDay(task.dueDate)}.`
            : `${hello}o prazo é ${formatDay(task.dueDate)}: ${days === 0 ? 'vence hoje' : `faltam ${plural(days, 'dia', 'dias')}`}.`,
        );
        const weeks = Math.max(1, Math.ceil(Math.max(days, 7) / 7));
        lines.push(
          days < 0
            ? 'Marque uma nova data realista e corte o que falta em entregas de uma semana; avise quem depende dela.'
            : plan.length > 1
              ? `Com ${plural(weeks, 'semana', 'semanas')} pela frente, distribua os ${plan.length} passos do plano: ${stepText(plan[0]!)} já nesta semana, e o último até a véspera do prazo.`
              : 'Divida o que falta em entregas semanais para não deixar tudo para o fim.',
        );
        const earlier = dueBefore(input);
        if (earlier.length)
          lines.push(
            `Antes deste prazo ${earlier.length === 1 ? 'vence outra tarefa' : `vencem outras ${earlier.length} tarefas`} do plano${earlier.length === 1 ? '' : '; a primeira'}: “${earlier[0]!.title}”, em ${formatDay(earlier[0]!.dueDate!)}. Conte com ${earlier.length === 1 ? 'ela' : 'elas'} ao reservar a agenda.`,
          );
      } else
        lines.push(
          `${hello}esta tarefa ainda não tem data. ${m.when ? `O plano sugeria: ${lowerFirst(m.when)}.` : ''} Defina uma: tarefa sem data fica para depois.`.replace(
            /\s+/g,
            ' ',
          ),
        );
      break;
    }
    case 'risk': {
      lines.push(
        `${hello}vale decidir agora o que conta como “não deu certo”, para não insistir nem desistir cedo demais:`,
      );
      lines.push(
        bullets([
          indicators.length
            ? `**Critério:** o número que mede a tarefa (${wordLowered(indicators[0]!.split(/[,;(]/)[0]!.replace(/\.$/, '').trim())}) sem melhora em 30 dias; se for assim, pare e revise.`
            : '**Critério:** escolha um número e um prazo de 30 dias; sem mudança, pare e revise.',
          plan.length > 1
            ? `**Onde costuma falhar:** em ${stepText(plan[1]!)}. Se travar aí, mude a forma antes de mudar o objetivo.`
            : '**Onde costuma falhar:** na rotina; sem um horário fixo na semana, a tarefa escorrega.',
          investidor?.classificacao
            ? `**Quanto arriscar:** com um perfil ${lowerFirst(investidor.classificacao)}, limite o teste a um valor que você aceitaria perder sem apertar o caixa.`
            : '**Quanto arriscar:** limite o teste a um valor que você aceitaria perder sem apertar o caixa.',
        ]),
      );
      lines.push(
        'Um resultado fraco também ensina: anote o que tentou e o que mudaria, e leve à reunião do plano.',
      );
      break;
    }
    case 'why': {
      const why = m.why || 'Esta tarefa vem direto do que o seu dossiê apontou como prioridade.';
      lines.push(`${hello}${hello ? softLower(why) : why}`);
      const ranked =
        task.priority === 'high'
          ? 'uma das de maior impacto do plano'
          : task.priority === 'low'
            ? 'de impacto menor, e pode esperar as mais urgentes'
            : 'de impacto intermediário no plano';
      lines.push(`Por isso ela é ${ranked}.`);
      break;
    }
    case 'start': {
      lines.push(
        plan[0]
          ? `${hello}comece por ${stepText(plan[0])}. Dá para fazer ainda esta semana, em uma ou duas horas.`
          : `${hello}comece escrevendo em uma frase o que estará pronto no prazo e quem entrega.`,
      );
      if (plan[1]) lines.push(`Com isso em mãos, o passo seguinte é ${stepText(plan[1])}.`);
      const overdue = dueBefore({ ...input, task: { ...task, dueDate: input.today } }).find(
        (other) => task.category !== null && other.category === task.category,
      );
      if (overdue)
        lines.push(
          `Antes, olhe “${overdue.title}”, da mesma área: está atrasada desde ${formatDay(overdue.dueDate!)} e costuma travar o que vem depois.`,
        );
      if (who && !selfLed)
        lines.push(
          `Marque 30 minutos com ${softLower(who.split(/[,;]/)[0]!)} para combinar a primeira entrega.`,
        );
      else lines.push('Reserve na agenda um horário fixo para esta tarefa, como um compromisso com cliente.');
      break;
    }
    case 'general': {
      const next = plan[0];
      lines.push(
        `${hello}sobre ${theTask}, o próximo movimento é ${next ? stepText(next) : 'definir o que estará pronto no prazo'}${task.dueDate ? `, com prazo em ${formatDay(task.dueDate)}` : ''}.`,
      );
      lines.push(
        'Se quiser, detalho por onde começar, como dividir a verba, quem envolver, como medir ou o que fazer se não der certo.',
      );
      break;
    }
  }
  return { reply: lines.filter(Boolean).join('\n\n'), generatedLocally: true };
}
