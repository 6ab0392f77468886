import { isRecord } from '../../../contracts/analysis-data/common';
import { growthModelCode, type DossierSectionKey } from '../../../contracts/analysis-data/dossier/sections';
import { dossierSectionMessages } from '../../../contracts/messages/dossier-sections';

const labels = dossierSectionMessages;

/** A code replaced by its label when it has one (an unknown code is kept as written). */
const labelled = (table: Readonly<Record<string, string>>, code: unknown) =>
  typeof code === 'string' ? (table[code] ?? code) : code;

/**
 * A stored dossier section as a prompt shows it: its codes in the words the user reads ('slg' →
 * 'Crescimento liderado por vendas', 'tracao' → 'Tração'), so no code or English name reaches a prompt.
 */
export function sectionForPrompt(key: DossierSectionKey | string, content: unknown): unknown {
  if (!isRecord(content)) return content;
  if (key === 'resumo_executivo' && isRecord(content.estagio_atual)) {
    return {
      ...content,
      estagio_atual: { ...content.estagio_atual, fase: labelled(labels.stages, content.estagio_atual.fase) },
    };
  }
  if (key === 'plano_estrategico' && isRecord(content.modelo_crescimento)) {
    const { tipo } = content.modelo_crescimento;
    const code = typeof tipo === 'string' ? (growthModelCode(tipo) ?? tipo) : tipo;
    return {
      ...content,
      modelo_crescimento: { ...content.modelo_crescimento, tipo: labelled(labels.growthModels, code) },
    };
  }
  return content;
}

/** The sections of a dossier as prompts show them (sectionForPrompt), in their order. */
export function sectionsForPrompt(
  sections: Partial<Record<DossierSectionKey, unknown>>,
): Partial<Record<DossierSectionKey, unknown>> {
  return Object.fromEntries(
    Object.entries(sections).map(([key, content]) => [key, sectionForPrompt(key, content)]),
  );
}
