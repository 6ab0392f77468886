import { describe, expect, it } from 'vitest';
import { genericAnalysisSchema } from '../../contracts/analysis-data/generic-analysis';
import { localModelPort } from '../local-adapter';
import {
  earlyMarketingAnswers,
  genericInputFor,
  marketingQuestionnaire,
  matureMarketingAnswers,
  peopleAnswers,
  peopleQuestionnaire,
} from '../testing/generic-fixtures';
import type { AnalysisInput } from '../task-input';
import { masculineReferences, placeholders, textOf } from './testing/writing-checks';
import { themesOf, toneOf } from './themes';

const generate = (input: AnalysisInput) => localModelPort().generate('generic-analysis', input);

const early = genericInputFor(marketingQuestionnaire, earlyMarketingAnswers, { userFirstName: 'Rita' });
const mature = genericInputFor(marketingQuestionnaire, matureMarketingAnswers);
const people = genericInputFor(peopleQuestionnaire, peopleAnswers);

describe('the local generic analysis: any questionnaire, read from its questions and answers', () => {
  it('passes its schema, is marked local and is deterministic', async () => {
    for (const input of [early, mature, people]) {
      const output = await generate(input);
      expect(genericAnalysisSchema.safeParse(output).success).toBe(true);
      expect(output.generatedLocally).toBe(true);
      expect(await generate(input)).toEqual(output);
    }
  });

  it('two questionnaires give two analyses, each about its own questions and sections', async () => {
    const [marketing, team] = [textOf(await generate(early)), textOf(await generate(people))];
    expect(marketing).not.toBe(team);
    expect(marketing).toContain('Diagnóstico de Marketing Digital');
    expect(marketing).toMatch(/Presença digital|Vendas online/);
    expect(marketing).toContain('Com que frequência você publica conteúdo?');
    expect(marketing).not.toMatch(/Pessoas e Cultura|contratações|clima da equipe/);
    expect(team).toContain('Diagnóstico de Pessoas e Cultura');
    expect(team).toMatch(/Equipe|Cultura e liderança/);
    expect(team).toContain('Como são feitas as contratações?');
    expect(team).not.toMatch(/Marketing|redes sociais|publica conteúdo/);
  });

  it('the options chosen decide the strengths and the gaps', async () => {
    const [weak, strong] = [await generate(early), await generate(mature)];
    const publishing = /Com que frequência você publica conteúdo\?/;
    expect(weak.lacunas.join('\n')).toMatch(publishing);
    expect(weak.lacunas.join('\n')).toContain('“Nunca publico” é a mais baixa das 4 opções');
    expect(weak.pontos_fortes.join('\n')).not.toMatch(publishing);
    expect(strong.pontos_fortes.join('\n')).toMatch(publishing);
    expect(strong.pontos_fortes.join('\n')).toContain('“Todos os dias” é a mais alta das 4 opções');
    expect(strong.lacunas.join('\n')).not.toMatch(publishing);
    // The next option up is the recommendation's target.
    expect(weak.recomendacoes.join('\n')).toContain('mire a resposta seguinte, “Uma vez por mês”');
  });

  it('the scores make the index, the stage and the sections compared', async () => {
    const index = (summary: string) =>
      Number(/índice geral das respostas em escala é de (\d+) de 100/.exec(summary)?.[1]);
    const [weak, strong] = [await generate(early), await generate(mature)];
    // redes 2 of 5 → 25, frequência 0, site 0, vendas 2 of 10 → 11: mean 9.
    expect(index(weak.resumo)).toBe(9);
    expect(weak.resumo).toContain('estágio inicial');
    // 5 of 5 → 100, the highest option → 100, Sim → 100, 9 of 10 → 89: mean 97.
    expect(index(strong.resumo)).toBe(97);
    expect(strong.resumo).toContain('estágio avançado');
    expect(weak.resumo).toMatch(/^Rita, suas respostas/);
    expect(strong.resumo).toMatch(/^Suas respostas/);
  });

  it('reads the distribution, the several choices and the numbers for what they show', async () => {
    const weak = (await generate(early)).principais_insights.join('\n');
    expect(weak).toContain('“Loja física” concentra 70%');
    expect(weak).toContain('uma única opção entre 4, “Catálogo no WhatsApp”');
    const strong = (await generate(mature)).principais_insights.join('\n');
    expect(strong).toContain('nenhuma parte passa de 45%');
    expect(strong).toContain('3 de 4 opções marcadas');
    const team = (await generate(people)).principais_insights.join('\n');
    expect(team).toContain('“Quantas pessoas trabalham na empresa?”: 14');
    expect(team).toContain('15%');
  });

  it('reads the open answers for their themes and tone, never pasting them back', async () => {
    const weak = await generate(early);
    const strong = await generate(mature);
    const team = await generate(people);
    const problem = 'O que mais atrapalha as suas vendas online hoje?';
    // A difficulty described is a gap about its themes; an answer about what works is a strength.
    expect(weak.lacunas.join('\n')).toMatch(
      new RegExp(`${problem.replace('?', '\\?')}.*dificuldades ligadas a`),
    );
    expect(strong.pontos_fortes.join('\n')).toMatch(
      /vendas online hoje\?”: sua descrição mostra uma base sólida/,
    );
    // The team's answer repeats "confiança" and "equipe": its themes.
    // The team's answer repeats "confiança" and "equipe": its themes, and only those (a word said once,
    // as "dedicada", is no theme); an answer whose words all come once names none.
    expect(team.resumo).toContain('você fala sobretudo de confiança e equipe.');
    expect(weak.resumo).not.toContain('sobretudo');
    for (const [input, output] of [
      [early, weak],
      [mature, strong],
      [people, team],
    ] as const) {
      const text = textOf(output);
      for (const answer of input.answers.flatMap((a) =>
        a.metadata.text_response ? [a.metadata.text_response] : [],
      )) {
        for (const sentence of answer.split(/(?<=[.;])\s+/))
          expect(text).not.toContain(sentence.slice(0, 40));
      }
    }
  });

  it('writes as an analyst: no placeholders, no masculine reference to the user', async () => {
    for (const input of [early, mature, people]) {
      const text = textOf(await generate(input));
      expect(placeholders(text)).toEqual([]);
      expect(masculineReferences(text)).toEqual([]);
    }
  });

  it('one section: the insight contrasts its highest and its lowest answer', async () => {
    const presence = {
      ...marketingQuestionnaire,
      questions: marketingQuestionnaire.questions.filter(
        (question) => question.metadata.section === 'presenca',
      ),
    };
    const { redes, frequencia, site } = earlyMarketingAnswers;
    const output = await generate(
      genericInputFor(presence, { redes: redes!, frequencia: frequencia!, site: site! }),
    );
    expect(output.principais_insights).toContain(
      'Entre “Como você avalia a sua presença nas redes sociais?” (25 de 100) e “Com que frequência você publica conteúdo?” (0 de 100) há 25 pontos: o que já funciona no primeiro pode servir de referência para o segundo.',
    );
  });

  it('a questionnaire of open answers alone still gets a reading and a next step', async () => {
    const openOnly = {
      ...marketingQuestionnaire,
      questions: marketingQuestionnaire.questions.filter((question) => question.questionType === 'open_text'),
    };
    const output = await generate(genericInputFor(openOnly, { obstaculo: earlyMarketingAnswers.obstaculo! }));
    expect(output.resumo).toContain('Nenhuma resposta está numa escala');
    expect(output.recomendacoes.length).toBeGreaterThan(0);
    expect(output.lacunas.join('\n')).toContain('dificuldades ligadas a');
  });
});

describe('themes and tone of open answers', () => {
  it('counts themes across answers, plural and singular together, without stopwords', () => {
    expect(themesOf(['Os clientes pedem prazo.', 'Um cliente reclamou do prazo e do preço.'])).toEqual([
      { word: 'clientes', answers: 2, count: 2 },
      { word: 'prazo', answers: 2, count: 2 },
      { word: 'reclamou', answers: 1, count: 1 },
    ]);
  });

  it('leaves the tone words out of the themes: they say how, not what about', () => {
    expect(themesOf(['O estoque fica desorganizado e falta controle.']).map((theme) => theme.word)).toEqual([
      'estoque',
    ]);
  });

  it('tells a difficulty from something that works, a denial included', () => {
    expect(toneOf('Falta gente e o processo é confuso.')).toBe('difficulty');
    expect(toneOf('Não temos controle do estoque.')).toBe('difficulty');
    expect(toneOf('Temos clientes fiéis e um processo organizado.')).toBe('working');
    expect(toneOf('Vendemos bolos e doces.')).toBeUndefined();
  });
});
