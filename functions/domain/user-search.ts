/**
 * The admin users search (spec: case-insensitive on full name or e-mail). A user is found when every
 * word of the term (split at spaces) appears anywhere in her full name or e-mail: 'ilva' finds
 * 'Maria da Silva', 'com.br' every address under .com.br, 'maria silva' both words. Case and accents are
 * ignored ("joão" finds "Joao" and "JOÃO").
 */

/** Lower case without accents, trimmed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * What a user is searched in: first name, last name and e-mail, folded, one space apart (a word of
 * the term has no space, so it never spans two of them).
 */
export function searchText(user: { firstName: string; lastName: string; email: string | null }): string {
  return foldText(`${user.firstName} ${user.lastName} ${user.email ?? ''}`).replace(/\s+/g, ' ');
}

/** The term's words, folded and without repeats; empty when the term has none. */
export function searchWords(term: string): string[] {
  return [
    ...new Set(
      foldText(term)
        .split(/\s+/)
        .filter((word) => word.length > 0),
    ),
  ];
}

/** Every word appears in `text` (a user's searchText) from `from` on. */
export function matchesAll(text: string, words: readonly string[], from = 0): boolean {
  return words.every((word) => text.includes(word, from));
}
