import * as z from 'zod';
import { generatedLocally, text } from './common';

/** The per-section analysis of the founder diagnostic. */
export const founderSectionSchema = z.object({ analysis: text, generatedLocally });
export type FounderSectionAnalysis = z.infer<typeof founderSectionSchema>;
