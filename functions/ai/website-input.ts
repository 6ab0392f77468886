import type { HtmlValidation, PageFacts } from '../contracts/website-analysis';
import type { CheckResult } from '../domain/website-checks';

/** The input of the `website-analysis` task: the page's measured facts and the checks evaluated on them. */
export interface WebsiteAnalysisInput {
  url: string;
  facts: PageFacts;
  validation: HtmlValidation;
  checks: CheckResult[];
}
