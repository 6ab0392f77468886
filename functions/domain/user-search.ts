/**
 * The admin users search (spec: case-insensitive on full name or e-mail). A user is found when every
 * word of the term (split at spaces) begins one of the user's search tokens: a word of the first or
 * last name, the whole e-mail, its local part, a piece of the local part (split at . _ - +) or its
 * domain. Case and accents are ignored ("joão" finds "Joao" and "JOÃO").
 */

/** Lower case without accents, trimmed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Index entries are kept for tokens up to this length (longer ones are cut: still a prefix). */
const TOKEN_MAX = 120;

export function searchTokens(user: { firstName: string; lastName: string; email: string | null }): string[] {
  const nameWords = foldText(`${user.firstName} ${user.lastName}`).split(/\s+/);
  const email = foldText(user.email ?? '');
  const [local = '', domain = ''] = email.split('@');
  const localPieces = local.split(/[._+-]+/);
  const tokens = [...nameWords, email, local, ...localPieces, domain]
    .map((token) => token.slice(0, TOKEN_MAX))
    .filter((token) => token.length > 0);
  return [...new Set(tokens)].sort();
}

/** The term's words, folded and without repeats; empty when the term has none. */
export function searchWords(term: string): string[] {
  return [
    ...new Set(
      foldText(term)
        .split(/\s+/)
        .filter((word) => word.length > 0),
    ),
  ].map((word) => word.slice(0, TOKEN_MAX));
}

/** The word the index is read by: the longest (the fewest entries begin with it). */
export function leadingWord(words: readonly string[]): string {
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

export function matchesAll(tokens: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => tokens.some((token) => token.startsWith(word)));
}
