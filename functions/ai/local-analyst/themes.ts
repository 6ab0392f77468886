import { foldName } from '../facts/format';

/**
 * What open answers talk about, read without a model: their themes (the words that carry meaning,
 * counted across answers) and their tone (a difficulty described, or something that works).
 */

/** Words that carry no theme (folded: lower case, no accents). */
const STOPWORDS = new Set(
  `a o e de do da dos das em no na nos nas um uma uns umas para pra por com sem que se ao aos as os
  e sao ser foi era sera mais menos muito muita muitos muitas nosso nossa nossos nossas meu minha meus
  minhas seu sua seus suas temos tem tenho ter tinha ha como quando onde mas ou tambem ja ainda isso isto
  essa esse esta este estas estes essas esses aquele aquela ela ele eles elas nos eu voce voces lhe me te
  pelo pela pelos pelas entre sobre ate apos cada todo toda todos todas fazer feito fazemos faz estamos
  estou esta estao nao sim porque pois entao bem hoje anos mes meses dias vez vezes coisa coisas gente
  aqui agora sempre nunca outro outra outros outras mesmo mesma qual quais sendo seja precisamos
  precisa preciso queremos quero empresa negocio algum alguma alguns algumas pouco pouca poucos poucas
  quase cerca desde durante ainda depois antes muito tudo nada quem cujo cuja assim tanto tanta
  fica ficam`
    .split(/\s+/)
    .filter(Boolean),
);

const MIN_LENGTH = 4;

/** Signs of a difficulty described (folded text). */
const DIFFICULTY =
  /\b(dificuldade|dificil|falta|faltam|problema|pesa|pesam|atrapalh|preocup|desafio|nao (?:temos|tenho|ha|conseguimos|consigo|sei|sabemos|existe|fazemos)|atras|desorganiz|lent[oa]|car[oa]s?\b|baix[oa]s?\b|perd|sem (?:tempo|controle|processo|dinheiro)|sobrecarreg|inexistente|nenhum|demor|improvis|confus)/g;
/** Signs of something that works (folded text, denied phrases taken out first). */
const WORKING =
  /\b(?<!sem )(temos|conseguimos|cresc|fie(?:l|is)\b|bo[am]\b|otim|forte|consolidad|organizad|aument|funciona|estruturad|satisfeit|recorrente|regular|document|acompanha|control)/g;
/** "não" and the two words after it: what it denies does not work. */
const DENIAL = /\bnao(?:\s+[^\s.,;!?]+){1,2}/g;

/** A word of either tone (one folded word: the patterns without their global flag). */
const TONE_WORDS = [new RegExp(DIFFICULTY.source), new RegExp(WORKING.source)];
const isToneWord = (folded: string) => TONE_WORDS.some((pattern) => pattern.test(folded));

/** One word's stem: folded, without a plural ending ('clientes' → 'cliente', 'reuniões' → 'reuniao'). */
function stemOf(folded: string): string {
  if (folded.endsWith('oes')) return `${folded.slice(0, -3)}ao`;
  if (folded.length > MIN_LENGTH && folded.endsWith('s')) return folded.slice(0, -1);
  return folded;
}

export interface Theme {
  /** The word as first written. */
  word: string;
  /** In how many answers it appears. */
  answers: number;
  /** How many times in all. */
  count: number;
}

/** The words of a text that may be themes, as written (lower case) and by stem. */
function themeWords(text: string): { word: string; stem: string }[] {
  return (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).flatMap((word) => {
    const folded = foldName(word);
    // A tone word ('falta', 'desorganizado', 'forte') says how, not what about.
    if (folded.length < MIN_LENGTH || STOPWORDS.has(folded) || isToneWord(folded)) return [];
    return [{ word, stem: stemOf(folded) }];
  });
}

/** Verb forms (infinitives, gerunds, most plurals of the present) name actions, rarely themes: ranked after nouns. */
const verbLike = (word: string) => /(?:ar|er|ir|ndo|mos|(?<!g)em|(?<!gr)am)$/.test(foldName(word));

/**
 * The themes of some answers, most present first: in more answers, then more often, then not a verb
 * form, then the longer (more specific) word, then the first written. Deterministic.
 */
export function themesOf(texts: readonly string[], max = 3): Theme[] {
  const byStem = new Map<string, Theme & { order: number }>();
  texts.forEach((text) => {
    const seen = new Set<string>();
    for (const { word, stem } of themeWords(text)) {
      const theme = byStem.get(stem) ?? { word, answers: 0, count: 0, order: byStem.size };
      theme.count += 1;
      if (!seen.has(stem)) theme.answers += 1;
      seen.add(stem);
      byStem.set(stem, theme);
    }
  });
  return [...byStem.values()]
    .sort(
      (a, b) =>
        b.answers - a.answers ||
        b.count - a.count ||
        Number(verbLike(a.word)) - Number(verbLike(b.word)) ||
        b.word.length - a.word.length ||
        a.order - b.order,
    )
    .slice(0, max)
    .map(({ word, answers, count }) => ({ word, answers, count }));
}

export type Tone = 'difficulty' | 'working';

/** A text's tone: 'difficulty' when it describes more difficulties than things that work, 'working' when only those. */
export function toneOf(text: string): Tone | undefined {
  const folded = foldName(text);
  const difficulties = folded.match(DIFFICULTY)?.length ?? 0;
  const working = folded.replace(DENIAL, ' ').match(WORKING)?.length ?? 0;
  if (difficulties > working) return 'difficulty';
  if (working > 0 && difficulties === 0) return 'working';
  return undefined;
}

/** An open answer's sentences (and clauses after ';') grouped by tone; a sentence of no clear tone is left out. */
export function clausesByTone(text: string): Record<Tone, string[]> {
  const grouped: Record<Tone, string[]> = { difficulty: [], working: [] };
  for (const clause of text.split(/[.;!?]+\s*/)) {
    const tone = clause.trim() ? toneOf(clause) : undefined;
    if (tone) grouped[tone].push(clause.trim());
  }
  return grouped;
}
