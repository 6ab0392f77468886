import type { GeniusReply } from '../../contracts/analysis-data/action-plan';
import { readDossierSection } from '../../contracts/analysis-data/dossier/read-dossier-section';
import { formatMoney } from '../answers/answer-sheet';
import type { GeniusInput } from '../plan-input';

/**
 * The local analyst's Genius: answers the question asked (how to start, what it costs, who does it,
 * how to measure, the deadline, why it matters) from the task's own 5W2H, its plan and the dossier.
 * Deterministic: the same message about the same task gives the same answer; no clock but `today`.
 */

type Intent = 'start' | 'cost' | 'who' | 'measure' | 'deadline' | 'why' | 'general';

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The intent of a message, by its words (the first rule that matches). */
const intents: [Intent, RegExp][] = [
  ['cost', /quanto custa|custo|orcamento|investimento|investir|preco|gastar|verba|r\$/],
  ['who', /\bquem\b|responsavel|delegar|equipe|contratar|pessoa/],
  ['measure', /medir|indicador|metrica|kpi|resultado|funcionou|sucesso/],
  ['deadline', /prazo|quando|atrasad|data|tempo|demora/],
  ['why', /por que|porque|importan|vale a pena|motivo/],
  ['start', /comec|inici|primeiro passo|por onde|como faco|como fazer|passo a passo/],
];

export function intentOf(message: string): Intent {
  const folded = fold(message);
  return intents.find(([, pattern]) => pattern.test(folded))?.[0] ?? 'general';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ddMMyyyy = (day: string) => day.split('-').reverse().join('/');
const steps = (how: string) =>
  how
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(\d+[.)]|-)\s*/, '').trim())
    .filter(Boolean);
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

export function geniusReply(input: GeniusInput): GeniusReply {
  const { task, message } = input;
  const m = task.metadata;
  const name = input.userFirstName ? `${input.userFirstName}, ` : '';
  const company = input.companyName ? `“${input.companyName}”` : 'a empresa';
  const plano = readDossierSection('plano_estrategico', input.sections);
  const investidor = readDossierSection('perfil_investidor', input.sections);
  const fundador = readDossierSection('perfil_fundador', input.sections);
  const about = `**${task.title}**`;
  const lines: string[] = [];

  switch (intentOf(message)) {
    case 'start': {
      const plan = steps(m.how);
      lines.push(`${name}para começar ${about}, siga esta ordem:`);
      lines.push(
        bullets(
          plan.length
            ? plan
            : [
                `Escreva em uma frase o que será entregue: ${m.what || task.title}.`,
                'Escolha quem executa e marque a primeira entrega para esta semana.',
              ],
        ),
      );
      lines.push(
        `**Primeiro passo hoje:** ${plan[0] ?? `reserve 30 minutos para detalhar ${task.title.toLowerCase()}`}${m.who ? ` — combine com ${m.who}.` : '.'}`,
      );
      break;
    }
    case 'cost': {
      lines.push(`${name}sobre o custo de ${about}:`);
      const costs = [
        m.howMuch
          ? `O plano estima: ${m.howMuch}.`
          : 'A tarefa ainda não tem custo estimado; preencha o campo "Quanto custa".',
      ];
      if (investidor && investidor.investimento_recomendado > 0)
        costs.push(
          `Para referência, o dossiê recomenda ${formatMoney(investidor.investimento_recomendado)} por mês em marketing para ${company} (hoje: ${formatMoney(investidor.investimento_atual)}).`,
        );
      const channel = investidor?.alocacao_recomendada.canais.find((entry) =>
        fold(`${task.title} ${m.what} ${m.where}`).includes(fold(entry.nome)),
      );
      if (channel) costs.push(`O canal ${channel.nome} tem ${channel.porcentagem}% da verba recomendada.`);
      costs.push('Comece pelo menor valor que permita medir o resultado e só aumente com números na mão.');
      lines.push(bullets(costs));
      break;
    }
    case 'who': {
      lines.push(`${name}quem deve cuidar de ${about}:`);
      const people = [
        m.who
          ? `Responsável previsto: ${m.who}.`
          : 'A tarefa ainda não tem responsável: defina um nome antes de começar.',
      ];
      if (fundador?.areas_centralizadas.length)
        people.push(
          `O dossiê mostra decisões que ainda passam pelo fundador (${fundador.areas_centralizadas.length}); evite que esta seja mais uma: dê ao responsável autonomia com limites claros.`,
        );
      if (fundador?.recomendacao_apoio) people.push(fundador.recomendacao_apoio);
      lines.push(bullets(people));
      break;
    }
    case 'measure': {
      lines.push(`${name}para saber se ${about} deu resultado:`);
      const measures = [
        m.why ? `Volte ao motivo da tarefa: ${m.why}` : 'Defina antes de começar qual número deve mudar.',
      ];
      const indicators = plano?.indicadores_principais ?? [];
      if (indicators.length)
        measures.push(`Acompanhe os indicadores do plano estratégico: ${indicators.slice(0, 4).join(', ')}.`);
      measures.push(
        `Anote o valor de hoje (${ddMMyyyy(input.today)}) e compare no prazo${task.dueDate ? ` (${ddMMyyyy(task.dueDate)})` : ''}.`,
      );
      lines.push(bullets(measures));
      break;
    }
    case 'deadline': {
      if (task.dueDate) {
        const days = Math.round((Date.parse(task.dueDate) - Date.parse(input.today)) / DAY_MS);
        lines.push(
          days < 0
            ? `${name}${about} está atrasada há ${-days} dia(s): o prazo era ${ddMMyyyy(task.dueDate)}.`
            : `${name}${about} vence em ${ddMMyyyy(task.dueDate)} (${days === 0 ? 'hoje' : `faltam ${days} dia(s)`}).`,
        );
        lines.push(
          days < 0
            ? 'Renegocie uma nova data realista e divida o que falta em entregas de uma semana.'
            : 'Divida o que falta em entregas semanais para não deixar tudo para o fim.',
        );
      } else
        lines.push(
          `${name}${about} ainda não tem prazo. Defina uma data: tarefas sem data costumam ficar para depois.`,
        );
      if (m.when) lines.push(`No 5W2H: ${m.when}.`);
      break;
    }
    case 'why': {
      lines.push(
        `${name}${about} importa porque: ${m.why || 'ela faz parte do plano gerado a partir do seu dossiê.'}`,
      );
      if (plano?.proposta_valor)
        lines.push(`Ela apoia a proposta de valor de ${company}: ${plano.proposta_valor}`);
      break;
    }
    case 'general': {
      lines.push(`${name}sobre “${message.trim()}”, no contexto de ${about}:`);
      lines.push(
        bullets(
          [
            m.what && `O que a tarefa pede: ${m.what}`,
            m.how && `Como fazer: ${steps(m.how).join(' → ')}`,
            m.who && `Quem: ${m.who}`,
          ].filter((item): item is string => Boolean(item)),
        ),
      );
      lines.push(
        'Pergunte como começar, quanto custa, quem envolver ou como medir o resultado, e eu detalho.',
      );
      break;
    }
  }
  return { reply: lines.filter(Boolean).join('\n\n'), generatedLocally: true };
}
