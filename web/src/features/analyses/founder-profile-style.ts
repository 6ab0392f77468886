import { founderProfileNames, type FounderProfileName } from '@contracts/analysis-data/founder-analysis';

/** A founder profile's own colour (white text on it passes WCAG AA); others get the theme's primary. */
const profileColors: Record<FounderProfileName, string> = {
  Executor: '#b71c1c',
  Visionário: '#4a148c',
  Analítico: '#0d47a1',
  Comunicador: '#bf360c',
  Estrategista: '#1b5e20',
  Colaborador: '#006064',
};

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The known profile a predominant-profile text names (case and accents aside, as a whole word:
 * 'Perfil Visionario' → Visionário), or null for any other name (the generic style). A tie names no
 * single profile ('Executor e Colaborador (empate)'): null, so it is never shown as one of them.
 */
export function knownFounderProfile(name: string): FounderProfileName | null {
  if (isDiscTie(name)) return null;
  const words = fold(name).split(/[^a-z]+/);
  const named = founderProfileNames.filter((profile) => words.includes(fold(profile)));
  return named.length === 1 ? named[0]! : null;
}

/** Whether a predominant-profile text states a tie (functions/ai/facts/founder.ts writes 'empate'). */
export const isDiscTie = (name: string): boolean =>
  fold(name)
    .split(/[^a-z]+/)
    .includes('empate');

export const founderProfileColor = (profile: FounderProfileName): string => profileColors[profile];
