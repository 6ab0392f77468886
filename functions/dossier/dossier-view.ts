import type { DossierReadiness, DossierResponse } from '../contracts/dossier';
import { dossierSectionKeys } from '../contracts/analysis-data/dossier/sections';
import { isLocked, type StoredDossier } from './dossier';
import { staleSources, type SourceTimes } from './staleness';

/**
 * The API's view of a stored dossier: the six sections always, in the fixed order, each with the
 * sources redone since it was written (`sources`: their current versions).
 */
export function toDossierResponse(
  { dossier, sections }: StoredDossier,
  readiness: DossierReadiness,
  sources: SourceTimes,
  at = Date.now(),
): DossierResponse {
  return {
    readiness,
    companyName: dossier?.companyName ?? null,
    version: dossier?.version ?? null,
    generating: isLocked(dossier, at),
    createdAt: dossier?.createdAt ?? null,
    updatedAt: dossier?.updatedAt ?? null,
    sections: dossierSectionKeys.map((key) => {
      const item = sections[key];
      return {
        key,
        status: item?.status ?? null,
        error: item?.status === 'failed' ? (item.error ?? null) : null,
        updatedAt: item?.updatedAt ?? null,
        content: item?.content ?? null,
        staleSources: staleSources(key, item, sources),
      };
    }),
  };
}
