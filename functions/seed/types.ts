import type { QuestionMetadata, QuestionType } from '../contracts/diagnostics';

/**
 * The shape of the versioned seed content. Ids are derived when loading: question id =
 * `<diagnosticId>-<key>`, option id = `<questionId>-<n>`, orderNumber = position in the list.
 */
export interface SeedOption {
  text: string;
  value: number;
}

export interface SeedSection {
  /** Stored as metadata.section of its questions. */
  key: string;
  title: string;
  description: string;
}

export interface SeedQuestion {
  key: string;
  section: string;
  text: string;
  type: QuestionType;
  /** Choice, yes/no, rating and (optionally) scale questions. */
  options?: SeedOption[];
  /** Investor scoring weight; 1.0 when absent. */
  weight?: number;
  metadata?: Omit<QuestionMetadata, 'section' | 'section_title' | 'section_description'>;
}

export interface SeedDiagnostic {
  id: string;
  slug: string;
  title: string;
  description: string;
  icon: string;
  sections: SeedSection[];
  questions: SeedQuestion[];
}

export interface SeedInvestorProfile {
  id: string;
  name: 'Conservador' | 'Moderado' | 'Dinâmico' | 'Arrojado' | 'Agressivo';
  description: string;
  riskTolerance: string;
  minScore: number;
  maxScore: number;
}

/** Marketing investment recommendation per profile × business type × revenue band (reais per month). */
export interface SeedInvestmentRecommendation {
  profileId: string;
  businessType: 'B2B' | 'B2C';
  revenueMin: number;
  revenueMax: number | null;
  marketingPercentage: number;
  content: number;
  performance: number;
  awareness: number;
  credibility: number;
  influencers: number;
  crm: number;
}
