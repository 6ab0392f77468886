import type { GeniusInput } from '../plan-input';
import type { Prompt } from '../prompts/answers-text';
import { geniusReplySchema } from '../../contracts/analysis-data/action-plan';
import type { TaskModule } from './task-module';

const system = [
  'Você é o Genius, o assistente de execução de uma plataforma de estratégia para fundadores de pequenas e médias empresas brasileiras.',
  'Você ajuda o usuário a tirar do papel UMA tarefa do plano de ação dele: responda exatamente ao que foi perguntado, usando a tarefa (5W2H), o plano e o dossiê da empresa.',
  'Seja prático e específico: passos concretos, números do dossiê quando existirem, nomes de responsáveis quando a tarefa os der. Não invente dados da empresa.',
  'Escreva em português do Brasil, em até 250 palavras, podendo usar listas com "- " e **negrito**.',
  'Responda diretamente com o texto da resposta ao usuário, sem JSON e sem preâmbulo.',
].join('\n');

const fieldNames = {
  what: 'O quê',
  why: 'Por quê',
  who: 'Quem',
  where: 'Onde',
  when: 'Quando',
  how: 'Como',
  howMuch: 'Quanto custa',
} as const;

/** Prompt of the `genius-reply` task: the task and its context, the last turns, then the message. */
export function geniusPrompt(input: GeniusInput): Prompt {
  const { task } = input;
  const fiveW2H = (Object.keys(fieldNames) as (keyof typeof fieldNames)[])
    .filter((key) => task.metadata[key])
    .map((key) => `- ${fieldNames[key]}: ${task.metadata[key]}`);
  const sections = JSON.stringify(input.sections, (key, value: unknown) =>
    key === 'generatedLocally' ? undefined : value,
  );
  const history = input.history.map(
    (turn) => `${turn.role === 'user' ? 'Usuário' : 'Genius'}: ${turn.content}`,
  );
  const user = [
    input.userFirstName ? `O usuário se chama ${input.userFirstName}.` : '',
    input.companyName ? `Empresa: "${input.companyName}".` : '',
    `Hoje é ${input.today}.`,
    '',
    `# Tarefa: ${task.title}`,
    `Prioridade: ${task.priority}; prazo: ${task.dueDate ?? 'sem prazo'}; situação: ${task.completed ? 'concluída' : 'pendente'}; categoria: ${task.category ?? 'sem categoria'}.`,
    ...fiveW2H,
    '',
    `# Plano: ${input.plan.title}`,
    input.plan.description,
    '',
    '# Dossiê da empresa',
    sections,
    ...(history.length > 0 ? ['', '# Conversa até agora', ...history] : []),
    '',
    `# Mensagem do usuário`,
    input.message,
  ]
    .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
    .join('\n');
  return { system, user };
}

/** Genius's reply about one task, in plain text (its facts: ./catalogue.ts). */
export const task = { schema: geniusReplySchema, prompt: geniusPrompt } satisfies TaskModule<GeniusInput>;
