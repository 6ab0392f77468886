import type { AnswerSheet } from '../answers/answer-sheet';
import { QUOTE_MAX_LENGTH } from '../answers/answer-sheet';

/**
 * The founder diagnostic's options as the analyst's own words (by option value, so the sentence
 * reads as prose and never as the option pasted after a colon), shared by the founder analysis, the
 * founder sections and the dossier's founder section. No word marks the user's gender.
 */
const phrases: Record<string, Record<number, string>> = {
  ambicao_principal: {
    1: 'crescer com força e ganhar relevância no mercado',
    2: 'preparar a empresa para ser vendida ou receber investidores',
    3: 'construir um negócio sólido, que dure além de você',
    4: 'sair do dia a dia e ter uma empresa que funcione sem a sua presença',
  },
  nivel_energia: {
    1: 'energia no limite, perto do esgotamento',
    2: 'cansaço na maior parte do tempo',
    3: 'energia oscilando entre dias bons e ruins',
    4: 'boa disposição',
    5: 'muita energia e entusiasmo',
  },
  estilo_decisao: {
    1: 'decide rápido, pela intuição e pela experiência',
    2: 'ouve pessoas de confiança antes de decidir',
    3: 'levanta dados e compara cenários antes de decidir',
    4: 'tende a adiar até ter certeza, e muitas decisões ficam paradas',
  },
  decisao_errada: {
    1: 'reconhece o erro rápido e muda o rumo',
    2: 'insiste um tempo antes de admitir o erro',
    3: 'analisa o que deu errado antes de decidir de novo',
    4: 'passa a evitar decisões parecidas depois de um erro',
  },
  motivacao_principal: {
    1: 'independência financeira e construção de patrimônio',
    2: 'liberdade e autonomia sobre o próprio tempo',
    3: 'impacto e propósito no trabalho',
    4: 'reconhecimento e vontade de vencer',
    5: 'segurança e sustento da família',
  },
  estilo_lideranca: {
    1: 'lidera pelo exemplo, na linha de frente',
    2: 'lidera por metas claras e cobrança de resultado',
    3: 'lidera inspirando a equipe com a visão',
    4: 'lidera dando autonomia e apoiando quando a equipe precisa',
    5: 'ainda não lidera uma equipe',
  },
  visao_compartilhada: {
    1: 'ainda existe só na sua cabeça',
    2: 'já foi comentada com a equipe, mas de forma solta',
    3: 'é conhecida pela liderança, mas não pelo restante da equipe',
    4: 'está comunicada para todos',
    5: 'está documentada e orienta as decisões',
  },
  folego_caixa: {
    1: 'menos de um mês',
    2: 'de um a três meses',
    3: 'de três a seis meses',
    4: 'mais de seis meses',
  },
  tempo_empreendendo: {
    1: 'menos de dois anos',
    2: 'de dois a cinco anos',
    3: 'de seis a dez anos',
    4: 'mais de dez anos',
  },
  experiencia_setor: {
    1: 'chegou ao setor sem experiência prévia',
    2: 'conhecia o setor só como cliente',
    3: 'trabalhou no setor antes de empreender nele',
    4: 'já tinha empreendido no mesmo setor',
  },
  consumidores_energia: {
    1: 'apagar incêndios na operação',
    2: 'conflitos com pessoas',
    3: 'a pressão do caixa',
    4: 'vender e negociar',
    5: 'a burocracia',
    6: 'reuniões que não decidem nada',
    7: 'conciliar a empresa com a família',
  },
  competencias_dominadas: {
    1: 'vendas',
    2: 'marketing',
    3: 'finanças',
    4: 'liderança de pessoas',
    5: 'operação e qualidade',
    6: 'produto',
    7: 'estratégia',
  },
  riscos_reconhecidos: {
    1: 'dependência de poucos clientes',
    2: 'dependência da sua presença para vender ou entregar',
    3: 'caixa curto',
    4: 'sócios desalinhados',
    5: 'pessoas-chave que podem sair',
    6: 'mercado ou regulação mudando rápido',
    7: 'endividamento elevado',
    8: 'a sua saúde',
  },
};

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The chosen option of `key` in the analyst's words (else the option's text, lower-cased). */
export function phraseOf(sheet: AnswerSheet | undefined, key: string): string | undefined {
  const option = sheet?.option(key);
  if (!option) return undefined;
  return phrases[key]?.[option.value] ?? lowerFirst(option.text);
}

/** The chosen options of a multiple-choice `key` in the analyst's words, lower-cased. */
export function phrasesOf(sheet: AnswerSheet | undefined, key: string): string[] {
  return (sheet?.selected(key) ?? []).map(
    (option) => phrases[key]?.[option.value] ?? lowerFirst(option.text),
  );
}

/**
 * A short topic at the head of a free answer ('Finanças e precificação: saber…' → 'finanças e
 * precificação'): its first clause when it is short, else undefined (the caller then paraphrases).
 */
export function topicOf(text: string | undefined, max = 60): string | undefined {
  if (!text) return undefined;
  const head = text.split(/[:.;—(]/)[0]?.trim() ?? '';
  if (head.length < 3 || head.length > max) return undefined;
  return lowerFirst(head);
}

/**
 * A whole answer as a quotation that closes its sentence: “Texto.” when it ends in punctuation, else
 * “Texto”. (the period after the quote). Undefined when the answer is too long to quote whole.
 */
export function wholeQuote(text: string | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, ' ').trim();
  if (!clean || clean.length > QUOTE_MAX_LENGTH) return undefined;
  return /[.!?…]$/.test(clean) ? `“${clean}”` : `“${clean}”.`;
}

const numberWords = ['zero', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'];

/** 6 → 'seis' (feminine, for 'decisões', 'frentes'…), else the number. */
export const countWord = (count: number) => numberWords[count] ?? String(count);
