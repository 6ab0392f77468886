import { buildDossierSectionInput } from '../../ai/dossier-input';
import { modelPort } from '../../ai/model-port';
import { dossierTaskOf } from '../../ai/tasks';
import type { DossierSectionKey } from '../../contracts/analysis-data/dossier/sections';
import { dossierMessages } from '../../contracts/messages/dossier';
import { saveSectionCompleted } from '../dossier';
import { loadDossierData } from '../load-section-input';
import { retryableIfAsked } from '../../platform/workflows/failure-message';

/** The dossier cannot be generated from what is stored (an analysis is missing): not worth retrying. */
export class DossierInputError extends Error {
  override name = 'DossierInputError';
}

/**
 * Generates one section from the stored data, with the fresh sections as the others written so far,
 * and saves it completed with the versions of the sources it read.
 */
export async function generateSection(userId: string, section: DossierSectionKey): Promise<void> {
  const loaded = await loadDossierData(userId, { freshOnly: true });
  if (!loaded.founder || !loaded.business || !loaded.management || !loaded.answers?.investor) {
    throw new DossierInputError(dossierMessages.analysesRequired);
  }
  const input = buildDossierSectionInput(loaded);
  let content: unknown;
  try {
    content = await modelPort().generate(dossierTaskOf[section], input);
  } catch (error) {
    throw retryableIfAsked(error);
  }
  await saveSectionCompleted(userId, section, content, loaded.sources);
}
