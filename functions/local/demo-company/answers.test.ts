import { describe, expect, it } from 'vitest';
import type { DiagnosticQuestion, SaveAnswerRequest } from '../../contracts/diagnostics';
import { isGroupComplete, validateAnswerForQuestion } from '../../domain/answer-validity';
import { calculateInvestorProfileV2 } from '../../domain/investor-profile';
import { groupQuestions } from '../../domain/question-groups';
import { investorProfileRecords, questionIdOf } from '../../seed/catalogue-records';
import { seedDiagnostics } from '../../seed/diagnostics/index';
import { investorProfiles } from '../../seed/investor-profiles';
import { seededQuestionnaire } from '../../ai/testing/fixtures';
import { DemoAnswerError, answerBook, bookAnswerFor, demoAnswer } from './answers';
import { demoCompany } from './company';

// The questionnaire as GET /api/diagnostics/{id}/questionnaire returns it for the seeded catalogue.
const questionnaires = seedDiagnostics.map((seed) => ({
  seed,
  questions: seededQuestionnaire(seed.id).questions,
}));
const allQuestions = questionnaires.flatMap(({ questions }) => questions);
/** Every question with its demo answer; computed per test, so a seed change fails the tests, not the file. */
const answerAll = () => allQuestions.map((question) => ({ question, request: demoAnswer(question) }));

/** 1-based position of the chosen option (single choice, yes/no, rating stars). */
const positionOf = ({ question, request }: { question: DiagnosticQuestion; request: SaveAnswerRequest }) =>
  question.options.find((option) => option.id === request.optionId)?.orderNumber;

describe.each(questionnaires.map(({ seed, questions }) => [seed.id, questions] as const))(
  'the demo answer book for %s',
  (diagnosticId, questions) => {
    it('answers every question of the seeded questionnaire, each accepted by the API', () => {
      const problems = questions.flatMap((question) => {
        try {
          const problem = validateAnswerForQuestion(question, demoAnswer(question));
          return problem ? [`${question.id}: ${problem}`] : [];
        } catch (error) {
          return [error instanceof Error ? error.message : String(error)];
        }
      });
      expect(problems).toEqual([]);
    });

    it('completes every section, as the complete route checks', () => {
      const answers = new Map(questions.map((question) => [question.id, demoAnswer(question)]));
      const incomplete = groupQuestions(questions)
        .filter((group) => !isGroupComplete(group.questions, answers))
        .map((group) => group.section);
      expect(incomplete).toEqual([]);
    });

    it('has no answer for a question the seed does not have', () => {
      const ids = new Set(questions.map((question) => question.id));
      const extra = Object.keys(answerBook[diagnosticId] ?? {}).filter(
        (key) => !ids.has(questionIdOf(diagnosticId, key)),
      );
      expect(extra).toEqual([]);
    });

    it('writes open texts as the founder would: 1 to 3 specific sentences, never the placeholder', () => {
      for (const question of questions.filter((q) => q.questionType === 'open_text')) {
        const text = demoAnswer(question).metadata.text_response ?? '';
        if (question.metadata.role === 'companyName') continue;
        const sentences = text.split(/[.!?](?:\s|$)/).filter((sentence) => sentence.trim() !== '');
        expect(sentences.length, question.id).toBeGreaterThanOrEqual(1);
        expect(sentences.length, question.id).toBeLessThanOrEqual(3);
        expect(text.length, question.id).toBeGreaterThan(60);
        expect(text.length, question.id).toBeLessThan(600);
        expect(text, question.id).not.toBe(question.metadata.placeholder);
        expect(text, question.id).not.toMatch(/^Ex\.:|lorem|TODO|\[|\]/i);
      }
    });
  },
);

describe('the demo answer book as a whole', () => {
  it('covers exactly the seeded diagnostics', () => {
    expect(Object.keys(answerBook).sort()).toEqual(seedDiagnostics.map((seed) => seed.id).sort());
  });

  it('varies its choices: no option position dominates the single choices', () => {
    const positions = answerAll()
      .filter(
        ({ question }) => question.questionType === 'single_choice' && question.metadata.role === undefined,
      )
      .map(positionOf);
    const counts = new Map<number | undefined, number>();
    for (const position of positions) counts.set(position, (counts.get(position) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(4);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(positions.length / 2);
  });

  it('says both yes and no, and uses the whole range of the scales', () => {
    const yesNo = new Set(
      answerAll()
        .filter(({ question }) => question.questionType === 'yes_no')
        .map(({ request }) => request.value),
    );
    expect(yesNo).toEqual(new Set([0, 1]));
    const scales = answerAll()
      .filter(({ question }) => question.questionType.startsWith('scale_'))
      .map(({ request }) => request.value);
    expect(new Set(scales).size).toBeGreaterThanOrEqual(5);
  });

  it('ticks some but not all boxes, and a "none" box only alone', () => {
    for (const { question, request } of answerAll().filter(
      ({ question }) => question.questionType === 'multiple_choice',
    )) {
      const ticked = question.options.filter((option) =>
        request.metadata.selected_option_ids?.includes(option.id),
      );
      expect(ticked.length, question.id).toBeGreaterThan(0);
      expect(ticked.length, question.id).toBeLessThan(question.options.length);
      if (ticked.some((option) => /^(Nenhum|Não )/.test(option.text)))
        expect(ticked, question.id).toHaveLength(1);
    }
  });

  it('writes every open text only once', () => {
    const texts = answerAll()
      .filter(({ question }) => question.questionType === 'open_text')
      .map(({ request }) => request.metadata.text_response);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('scores a Moderado investor with the company revenue, marketing budget and business type', () => {
    const questions = questionnaires.find(({ seed }) => seed.id === 'investidor')!.questions;
    const answers = questions.map((question) => ({ questionId: question.id, ...demoAnswer(question) }));
    const result = calculateInvestorProfileV2(questions, answers, investorProfileRecords(investorProfiles));
    expect(result.error).toBeNull();
    expect(result.profile).toBe('Moderado');
    expect(result).toMatchObject({
      revenue: demoCompany.monthlyRevenue,
      marketingBudget: demoCompany.monthlyMarketingBudget,
      businessType: 'B2C',
    });
  });

  it('gives the company name and founding date of the profile to the business diagnostic', () => {
    const byKey = (key: string) =>
      allQuestions.find((question) => question.id === questionIdOf('negocio', key))!;
    expect(demoAnswer(byKey('nome_empresa')).metadata.text_response).toBe(demoCompany.name);
    expect(demoAnswer(byKey('nome_empresa')).metadata.text_response).toBe('Doce Ponto Confeitaria Artesanal');
    expect(demoAnswer(byKey('data_fundacao')).metadata.text_response).toBe(demoCompany.foundedOn);
    expect(demoAnswer(byKey('ticket_medio')).value).toBe(demoCompany.averageTicket);
    const teamOption = byKey('colaboradores').options.find(
      (option) => option.id === demoAnswer(byKey('colaboradores')).optionId,
    )!;
    const [min, max] = teamOption.text.match(/\d+/g)!.map(Number);
    expect(demoCompany.team.total).toBeGreaterThanOrEqual(min!);
    expect(demoCompany.team.total).toBeLessThanOrEqual(max!);
  });
});

describe('demoAnswer', () => {
  const [question] = questionnaires.find(({ seed }) => seed.id === 'fundador')!.questions;

  it('names the question when the book has no answer for it', () => {
    const unknown = { ...question!, id: 'fundador-pergunta_nova' };
    expect(bookAnswerFor(unknown)).toBeUndefined();
    expect(() => demoAnswer(unknown)).toThrow(DemoAnswerError);
    expect(() => demoAnswer(unknown)).toThrow(/fundador-pergunta_nova.*no answer/);
  });

  it('names the option and lists the real ones when the book names an option the question lacks', () => {
    const renamed = { ...question!, options: question!.options.map((o) => ({ ...o, text: `${o.text}!` })) };
    expect(() => demoAnswer(renamed)).toThrow(/no option 'Sair do dia a dia.*presença' \(options: /);
  });

  it('refuses a kind of answer the question type does not take', () => {
    expect(() => demoAnswer({ ...question!, questionType: 'open_text' })).toThrow(/'choice' answer/);
  });
});

describe('the demo company', () => {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const { orders } = demoCompany;
  const orderCount = orders.retail.perMonth + orders.corporate.perMonth;

  it('has revenue = orders × ticket and a ticket = revenue ÷ orders', () => {
    const fromOrders =
      orders.retail.perMonth * orders.retail.averageTicket +
      orders.corporate.perMonth * orders.corporate.averageTicket;
    expect(Math.abs(fromOrders - demoCompany.monthlyRevenue) / demoCompany.monthlyRevenue).toBeLessThan(0.01);
    expect(demoCompany.averageTicket).toBe(Math.round(demoCompany.monthlyRevenue / orderCount));
  });

  it('has costs below revenue, a budget of 1-5% of revenue and shares that add up', () => {
    const costs = sum(demoCompany.monthlyCosts.map((cost) => cost.amount));
    expect(costs).toBeLessThan(demoCompany.monthlyRevenue);
    expect(costs).toBeGreaterThan(demoCompany.monthlyRevenue * 0.85);
    expect(sum(demoCompany.marketingSpend.map((spend) => spend.amount))).toBe(
      demoCompany.monthlyMarketingBudget,
    );
    expect(demoCompany.monthlyCosts.find((cost) => cost.item === 'Marketing')?.amount).toBe(
      demoCompany.monthlyMarketingBudget,
    );
    const share = demoCompany.monthlyMarketingBudget / demoCompany.monthlyRevenue;
    expect(share).toBeGreaterThanOrEqual(0.01);
    expect(share).toBeLessThanOrEqual(0.05);
    expect(sum(demoCompany.revenueByChannel.map((channel) => channel.share))).toBe(100);
    expect(sum(demoCompany.team.roles.map((role) => role.people))).toBe(demoCompany.team.total);
  });
});
