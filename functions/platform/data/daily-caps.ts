import { INSTAGRAM_DAILY_LIMIT } from '../../contracts/instagram-analysis';
import { DATA_EXPORTS_PER_DAY } from '../../contracts/my-data';
import { WEBSITE_DAILY_LIMIT } from '../../contracts/website-analysis';

/**
 * THE caps on costly work, per user and São Paulo calendar day: the one place their numbers are set.
 * Each is taken by a conditional write BEFORE the work (quotas.ts), and every AI entry point takes one;
 * which route takes which, and when a unit is given back: docs/decisions/0057-one-bound-on-ai-work-and-regenerations-that-keep.md.
 */
export const dailyCaps = {
  /** Runs of ONE diagnostic's analysis (the first and 3 regenerations), whatever route starts them. */
  analysisRuns: 4,
  /** Failed analysis runs of one diagnostic whose unit is given back: failures cannot repeat unbounded. */
  analysisFailuresReturned: 4,
  /** Founder per-section analyses (a model call in the request). */
  founderSections: 16,
  /** Genius replies (a model call in the request). */
  geniusMessages: 50,
  /** Action-plan generations (a workflow). */
  planGenerations: 5,
  /** Failed plan generations whose unit is given back in a day. */
  planFailuresReturned: 5,
  /** Dossier sections queued (a workflow; five whole dossiers). */
  dossierSections: 30,
  /** Failed dossier sections whose unit is given back (one whole dossier's worth of failures, twice). */
  dossierFailuresReturned: 12,
  websiteAnalyses: WEBSITE_DAILY_LIMIT,
  /** Failed website runs whose unit is given back in a day: failures cannot repeat unbounded. */
  websiteFailuresReturned: WEBSITE_DAILY_LIMIT,
  instagramAnalyses: INSTAGRAM_DAILY_LIMIT,
  /** Failed Instagram runs whose unit is given back in a day. */
  instagramFailuresReturned: INSTAGRAM_DAILY_LIMIT,
  /** "Meus dados" downloads (not AI, but costly reads). */
  dataExports: DATA_EXPORTS_PER_DAY,
};
