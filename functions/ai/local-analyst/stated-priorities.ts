/**
 * The user's stated priorities (the management answer `prioridades_12_meses`, "1) Rever os preços …;
 * 2) …" or "a; b; c"), as a list, and what each is about. Pure text functions: the plan reads the list
 * wherever the dossier carries it, and any generator can classify a priority by topic.
 */

export type PriorityTopic =
  'precificacao' | 'pessoas' | 'oferta' | 'canal' | 'funil' | 'conteudo' | 'mensuracao' | 'produto' | 'caixa';

export const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

const clean = (item: string) =>
  item
    .replace(/[“”"]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.;,:]+$/, '')
    .trim();

/**
 * The items of a numbered list ("1) a; 2) b", "1. a 2. b") in a text, in order; [] when the text has no
 * list of at least two items numbered from 1.
 */
export function numberedItems(text: string): string[] {
  const start = /(?:^|[\s“"(:—-])1\s*[).]\s+/.exec(text);
  if (!start) return [];
  const rest = text.slice(start.index + start[0].length);
  const items: string[] = [];
  let expected = 2;
  let remaining = rest;
  for (;;) {
    const next = new RegExp(`[\\s;,.]\\s*${expected}\\s*[).]\\s+`).exec(remaining);
    if (!next) break;
    items.push(remaining.slice(0, next.index));
    remaining = remaining.slice(next.index + next[0].length);
    expected += 1;
  }
  items.push(remaining.split(/[”"]|\.\s+[A-ZÀ-Ú]/)[0] ?? remaining);
  const list = items.map(clean).filter(Boolean);
  return list.length >= 2 ? list : [];
}

/** A list of priorities in one text: numbered, else separated by semicolons (at least two items). */
export function priorityItems(text: string): string[] {
  const numbered = numberedItems(text);
  if (numbered.length) return numbered;
  const parts = text.replace(/[“”"]/g, '').split(';').map(clean).filter(Boolean);
  return parts.length >= 2 ? parts : [];
}

/** What a priority (or a task) is about, by its words; undefined when none of the topics fits. */
const topicPatterns: Array<[PriorityTopic, RegExp]> = [
  ['pessoas', /\bcontrat(?:ar|ac|e\b|a\b)|gerente|recepcionista|delegar|braco direito|sucessao/],
  ['precificacao', /\bprecos?\b|\bprecific|reajust|margem|desconto|ticket/],
  ['caixa', /inadimpl|cobranc|caixa|divida|custo fixo/],
  ['mensuracao', /indicador|painel|metrica|numeros|dashboard|\bkpi/],
  ['conteudo', /conteudo|instagram|redes sociais|\bposts?\b|video|blog/],
  ['funil', /funil|\bcrm\b|follow|orcamento|proposta|convers/],
  ['canal', /canal|indicac|parceri|anuncio|trafego|divulg/],
  ['oferta', /lancar|plano de|programa|pacote|assinatura|contrato|novo servico|novo produto|corporativ/],
  ['pessoas', /equipe|\btime\b|lideranc/],
  ['produto', /produto|servico|qualidade|entrega|atendimento/],
];

export function topicOf(text: string): PriorityTopic | undefined {
  const folded = fold(text);
  return topicPatterns.find(([, pattern]) => pattern.test(folded))?.[0];
}
