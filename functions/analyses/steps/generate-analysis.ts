import { runAnalysisStep, type AnalysisStepEvent } from './analysis-steps';
import { defineStep } from '../../platform/http/log';

/** Lambda: a model step of the analysis workflows (infra/workflows/*.asl.json). */
export const handler = defineStep('generate-analysis', (event: AnalysisStepEvent) => runAnalysisStep(event));
