import { describeAnswer } from '../answers/describe-answer';
import { AnswerSheet } from '../answers/answer-sheet';
import type { AnalysisInput } from '../task-input';

/**
 * The user's answers as plain Portuguese text for a prompt, grouped by section:
 * "## Seção" then "- Pergunta → resposta" (unanswered questions are left out).
 */
export function answersAsText(input: AnalysisInput, sectionKey?: string): string {
  const sheet = new AnswerSheet(input);
  const items = sectionKey ? sheet.section(sectionKey) : sheet.ordered;
  const lines: string[] = [];
  let current: string | undefined;
  for (const item of items) {
    const described = describeAnswer(sheet, item);
    if (!described) continue;
    const section = item.question.metadata.section_title ?? item.question.metadata.section;
    if (section !== current) {
      lines.push('', `## ${section}`);
      current = section;
    }
    lines.push(`- ${item.question.text} → ${described}`);
  }
  return lines.join('\n').trim();
}

export const jsonRules = [
  'Entregue o resultado chamando a ferramenta registrar_resultado, com todos os campos do esquema.',
  'Escreva todo o conteúdo em português do Brasil, com tom profissional e direto.',
  'Baseie-se apenas nas respostas fornecidas; cite o nome da empresa e as palavras do próprio usuário entre aspas quando forem relevantes.',
  'Nenhum campo de texto pode ficar vazio e nenhuma lista pode ficar vazia.',
].join('\n');

/**
 * What a task sends: its instructions (`system`), a `context` shared by a group of requests (sent
 * after the system, cached: the dossier's sections, a Genius conversation), the earlier turns of a
 * conversation (oldest first) and the new user message.
 */
export interface Prompt {
  system: string;
  context?: string;
  history?: ({ role: 'user'; text: string } | { role: 'assistant'; text: string })[];
  user: string;
}
