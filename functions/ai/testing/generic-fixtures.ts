import type { Diagnostic, DiagnosticQuestion, QuestionMetadata } from '../../contracts/diagnostics';
import type { AnalysisInput } from '../task-input';
import { answerFor, type AnswerSpec } from './fixtures';

/**
 * Test support: two questionnaires an admin could have created (no core diagnostic), in the contract's
 * shapes, and answer sets for them by question key: what the generic analysis reads.
 */

interface QuestionSpec {
  key: string;
  text: string;
  type: string;
  section: [key: string, title: string];
  options?: [text: string, value: number][];
  metadata?: Partial<QuestionMetadata>;
}

function questionnaire(slug: string, title: string, description: string, specs: QuestionSpec[]) {
  const diagnostic: Diagnostic = {
    id: slug,
    slug,
    title,
    description,
    icon: 'HelpCircle',
    isPublished: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const questions: DiagnosticQuestion[] = specs.map((spec, index) => {
    const id = `${slug}-${spec.key}`;
    return {
      id,
      diagnosticId: slug,
      text: spec.text,
      questionType: spec.type,
      orderNumber: index + 1,
      metadata: { section: spec.section[0], section_title: spec.section[1], ...spec.metadata },
      options: (spec.options ?? []).map(([text, value], position) => ({
        id: `${id}-o${position + 1}`,
        questionId: id,
        text,
        value,
        orderNumber: position + 1,
      })),
      weight: 1,
    };
  });
  return { diagnostic, questions };
}

const presenca: [string, string] = ['presenca', 'Presença digital'];
const vendas: [string, string] = ['vendas', 'Vendas online'];

/** A marketing questionnaire: scales, choices, a distribution, several choices and an open answer. */
export const marketingQuestionnaire = questionnaire(
  'marketing-digital',
  'Diagnóstico de Marketing Digital',
  'Como a empresa aparece e vende na internet.',
  [
    {
      key: 'redes',
      text: 'Como você avalia a sua presença nas redes sociais?',
      type: 'scale_1_to_5',
      section: presenca,
    },
    {
      key: 'frequencia',
      text: 'Com que frequência você publica conteúdo?',
      type: 'single_choice',
      section: presenca,
      options: [
        ['Nunca publico', 1],
        ['Uma vez por mês', 2],
        ['Toda semana', 3],
        ['Todos os dias', 4],
      ],
    },
    {
      key: 'site',
      text: 'Você tem um site próprio?',
      type: 'yes_no',
      section: presenca,
      options: [
        ['Sim', 1],
        ['Não', 0],
      ],
    },
    {
      key: 'vendas_internet',
      text: 'De 1 a 10, quanto das suas vendas vem da internet?',
      type: 'scale_1_to_10',
      section: vendas,
    },
    {
      key: 'canais',
      text: 'Como se dividem as suas vendas por canal?',
      type: 'distribution',
      section: vendas,
      metadata: { categories: ['Instagram', 'WhatsApp', 'Loja física'] },
    },
    {
      key: 'ferramentas',
      text: 'Quais ferramentas você usa para vender?',
      type: 'multiple_choice',
      section: vendas,
      options: [
        ['Google Meu Negócio', 1],
        ['Anúncios pagos', 2],
        ['E-mail marketing', 3],
        ['Catálogo no WhatsApp', 4],
      ],
    },
    {
      key: 'obstaculo',
      text: 'O que mais atrapalha as suas vendas online hoje?',
      type: 'open_text',
      section: vendas,
    },
  ],
);

const equipe: [string, string] = ['equipe', 'Equipe'];
const cultura: [string, string] = ['cultura', 'Cultura e liderança'];

/** A people questionnaire: a number, stars, a choice, a slider, a yes/no and an open answer. */
export const peopleQuestionnaire = questionnaire(
  'pessoas-cultura',
  'Diagnóstico de Pessoas e Cultura',
  'Como a empresa contrata, lidera e mantém a equipe.',
  [
    {
      key: 'pessoas',
      text: 'Quantas pessoas trabalham na empresa?',
      type: 'numeric_input',
      section: equipe,
    },
    {
      key: 'clima',
      text: 'Como você avalia o clima da equipe?',
      type: 'rating_stars',
      section: equipe,
      options: [
        ['1 estrela', 1],
        ['2 estrelas', 2],
        ['3 estrelas', 3],
        ['4 estrelas', 4],
        ['5 estrelas', 5],
      ],
    },
    {
      key: 'contratacao',
      text: 'Como são feitas as contratações?',
      type: 'single_choice',
      section: equipe,
      options: [
        ['Por indicação, sem processo definido', 1],
        ['Com entrevista', 2],
        ['Com processo estruturado e teste prático', 3],
      ],
    },
    {
      key: 'tempo_pessoas',
      text: 'Que parte do seu tempo vai para a gestão de pessoas?',
      type: 'slider',
      section: cultura,
    },
    {
      key: 'conversas',
      text: 'Existem conversas individuais periódicas com cada pessoa da equipe?',
      type: 'yes_no',
      section: cultura,
      options: [
        ['Sim', 1],
        ['Não', 0],
      ],
    },
    {
      key: 'cultura',
      text: 'Como você descreve a cultura da empresa?',
      type: 'open_text',
      section: cultura,
    },
  ],
);

export type GenericQuestionnaire = typeof marketingQuestionnaire;

/** Answers that show little marketing done yet. */
export const earlyMarketingAnswers: Record<string, AnswerSpec> = {
  redes: 2,
  frequencia: 'Nunca publico',
  site: 'Não',
  vendas_internet: 2,
  canais: { Instagram: 10, WhatsApp: 20, 'Loja física': 70 },
  ferramentas: ['Catálogo no WhatsApp'],
  obstaculo:
    'Falta tempo para responder os clientes no direct e o frete fica caro para quem mora longe. Também não sabemos anunciar.',
};

/** Answers of a company that already sells well online. */
export const matureMarketingAnswers: Record<string, AnswerSpec> = {
  redes: 5,
  frequencia: 'Todos os dias',
  site: 'Sim',
  vendas_internet: 9,
  canais: { Instagram: 45, WhatsApp: 35, 'Loja física': 20 },
  ferramentas: ['Google Meu Negócio', 'Anúncios pagos', 'E-mail marketing'],
  obstaculo:
    'Temos uma base fiel de clientes e as vendas crescem todo mês; o que mais pesa agora é a concorrência nos anúncios.',
};

export const peopleAnswers: Record<string, AnswerSpec> = {
  pessoas: 14,
  clima: '4 estrelas',
  contratacao: 'Por indicação, sem processo definido',
  tempo_pessoas: 15,
  conversas: 'Não',
  cultura:
    'Somos uma equipe próxima, com muita confiança entre as pessoas. A equipe é dedicada e a confiança é o que nos segura nos meses difíceis.',
};

/** An analysis input from a questionnaire above and answers by question key. */
export function genericInputFor(
  { diagnostic, questions }: GenericQuestionnaire,
  answers: Record<string, AnswerSpec>,
  extra: Partial<AnalysisInput> = {},
): AnalysisInput {
  const list = Object.entries(answers).map(([key, spec]) => {
    const question = questions.find((candidate) => candidate.id === `${diagnostic.id}-${key}`);
    if (!question) throw new Error(`no question ${key} in ${diagnostic.id}`);
    return answerFor(question, spec);
  });
  return { diagnostic, questions, answers: list, ...extra };
}
