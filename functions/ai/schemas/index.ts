import type { ZodType } from 'zod';
import { businessAnalysisSchema } from '../../contracts/analysis-data/business-analysis';
import { founderAnalysisSchema } from '../../contracts/analysis-data/founder-analysis';
import { founderSectionSchema } from '../../contracts/analysis-data/founder-section';
import { managementAreasSchema, managementOverviewSchema } from '../../contracts/analysis-data/management';
import type { AnalysisTask } from '../port';

/** The zod schema every task's output must pass, whichever adapter produced it. */
export const taskSchemas: Record<AnalysisTask, ZodType> = {
  'business-analysis': businessAnalysisSchema,
  'founder-analysis': founderAnalysisSchema,
  'founder-section': founderSectionSchema,
  'management-overview': managementOverviewSchema,
  'management-areas': managementAreasSchema,
};
