import { describe, expect, it } from 'vitest';
import { dossierSectionKeys } from '../../contracts/analysis-data/dossier/sections';
import { demoAnswerSets, localJourney, type LocalJourney } from '../testing/local-journey';
import { clinicaPersona } from '../testing/personas';
import {
  copiedShare,
  echoes,
  masculineReferences,
  placeholders,
  repeatedQuotations,
  sharedHows,
  textOf,
} from './testing/writing-checks';

/**
 * Issue #34's "Done means", as a Brazilian owner would read the local analyst: for the demo company
 * (Luciana's bakery) and a second persona, no template leftovers, no quotation of 40+ characters more
 * than twice, dossier sections that interpret rather than copy, no masculine reference to the user, a
 * plan whose tasks differ and follow the first priority, and a Genius that answers the question asked.
 */
const personas: Array<{ name: string; journey: () => Promise<LocalJourney>; firstPriority: RegExp }> = [
  {
    name: 'the demo company',
    journey: () => localJourney(demoAnswerSets(), 'Luciana'),
    firstPriority: /preç/i,
  },
  {
    name: clinicaPersona.name,
    journey: () => localJourney(clinicaPersona.answers, clinicaPersona.firstName),
    firstPriority: clinicaPersona.firstPriority,
  },
];

describe.each(personas)('the local analyst writes like an analyst: $name', ({ journey, firstPriority }) => {
  let documents: LocalJourney;
  const analysisTexts = () => Object.values(documents.analyses).map(textOf);
  const sectionTexts = () => dossierSectionKeys.map((key) => textOf(documents.sections[key]));

  it('builds the journey', async () => {
    documents = await journey();
  });

  it('leaves no template placeholders', () => {
    const all = [...analysisTexts(), ...sectionTexts(), textOf(documents.plan)].join('\n');
    expect(placeholders(all)).toEqual([]);
  });

  it('quotes no answer of 40+ characters more than twice across the analyses and the dossier', () => {
    expect(repeatedQuotations([...analysisTexts(), ...sectionTexts()])).toEqual([]);
  });

  it.each(dossierSectionKeys)('%s: at most 20% of its text copied from the analyses', (key) => {
    expect(copiedShare(textOf(documents.sections[key]), analysisTexts())).toBeLessThanOrEqual(0.2);
  });

  it('refers to the user with no masculine word', () => {
    const all = [...analysisTexts(), ...sectionTexts(), textOf(documents.plan)].join('\n');
    expect(masculineReferences(all)).toEqual([]);
  });

  it('plans tasks with their own "how", priorities spread by impact, the first priority covered and high', () => {
    expect(sharedHows(documents.plan.map((task) => task.how))).toEqual([]);
    expect(new Set(documents.plan.map((task) => task.priority)).size).toBeGreaterThan(1);
    const first = documents.plan.filter((task) => firstPriority.test(`${task.title} ${task.what}`));
    expect(first.map((task) => task.priority)).toContain('high');
  });

  it('Genius answers two different questions differently, without echoing them', async () => {
    const questions = ['Como divido R$ 600 para testar e medir?', 'Quem deve fazer isso na equipe?'];
    const [first, second] = await Promise.all(questions.map((question) => documents.genius(question)));
    expect(first).not.toBe(second);
    expect(echoes(first!, questions[0]!)).toBe(false);
    expect(echoes(second!, questions[1]!)).toBe(false);
  });

  it('Genius answers each kind of question with what that kind asks for, on every task', async () => {
    // Each kind of question, and what its answer must contain to be relevant.
    const kinds: Array<[string, RegExp]> = [
      [
        'Tenho só R$ 600 por mês. Como divido esse valor para testar e medir o retorno?',
        /R\$ 600,00[\s\S]*R\$ \d+,00 em cada/,
      ],
      ['Quem deve fazer isso na equipe?', /quem conduz/],
      ['Por onde eu começo?', /comece (por|escrevendo)/],
      ['Até quando preciso terminar?', /prazo|data/],
      ['Como vou saber se deu certo?', /\d{2}\/\d{2}\/\d{4}/],
      ['E se não der certo?', /Critério/],
      ['Quem ganhou o jogo do Atlético ontem?', /foge do que consigo responder/],
    ];
    for (const task of documents.plan) {
      const replies = await Promise.all(kinds.map(([question]) => documents.genius(question, task)));
      replies.forEach((reply, index) => {
        const [question, relevant] = kinds[index]!;
        expect(reply, question).toMatch(relevant);
        expect(echoes(reply, question)).toBe(false);
        // Never the task's steps pasted back whole, never a placeholder or a masculine reference.
        expect(reply).not.toContain(task.how);
        expect(placeholders(reply)).toEqual([]);
        expect(masculineReferences(reply)).toEqual([]);
      });
      expect(new Set(replies).size).toBe(replies.length);
      // An off-task question gets a short answer that brings the user back to the task.
      expect(replies.at(-1)!.length).toBeLessThan(400);
      expect(replies.at(-1)).toContain(task.title);
    }
  });
});
