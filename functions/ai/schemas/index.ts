import type { ZodType } from 'zod';
import type { AnalysisTask } from '../port';
import { businessAnalysisSchema } from './business-analysis';
import { founderAnalysisSchema } from './founder-analysis';
import { founderSectionSchema } from './founder-section';
import { managementAreasSchema, managementOverviewSchema } from './management';

/** The zod schema every task's output must pass, whichever adapter produced it. */
export const taskSchemas: Record<AnalysisTask, ZodType> = {
  'business-analysis': businessAnalysisSchema,
  'founder-analysis': founderAnalysisSchema,
  'founder-section': founderSectionSchema,
  'management-overview': managementOverviewSchema,
  'management-areas': managementAreasSchema,
};

export * from './common';
export * from './business-analysis';
export * from './founder-analysis';
export * from './founder-section';
export * from './management';
