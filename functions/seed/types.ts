import type { QuestionMetadata, QuestionType } from '../contracts/diagnostics';
import type { ItemContentType, MaterialType, ModuleCategory, ModuleIcon } from '../contracts/learning';

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

/**
 * One item of a material (spec 3 "Material item"), shown by the viewer by its content type:
 * - text: Markdown (headings, paragraphs, lists, bold, links; never raw HTML);
 * - video: a YouTube or Vimeo URL, or a same-origin video file path;
 * - image: a same-origin image path (`/learning/…`), with `caption` and `alt`;
 * - file: a same-origin file path (`/learning/…`, e.g. a PDF);
 * - presentation: a slides-service URL or id, or a JSON array of slides
 *   `[{ "title"?, "content"?, "caption"?, "image"? }]` where at least one slide has content, caption or image.
 */
export interface SeedMaterialItem {
  title: string;
  contentType: ItemContentType;
  content: string;
  /** Image items: the caption under the image and its text alternative. */
  caption?: string;
  alt?: string;
}

/** A material of a module (spec 3 "Material"); its order is its position in the module. */
export interface SeedMaterial {
  /** Stable, unique across the curriculum, lowercase with hyphens. */
  id: string;
  title: string;
  description: string;
  type: MaterialType;
  /** Minutes; null when not estimated. */
  estimatedTime: number | null;
  items: SeedMaterialItem[];
}

/** A module of the curriculum (spec 3 "Module"); its order is its position in the curriculum. */
export interface SeedModule {
  id: string;
  title: string;
  description: string;
  icon: ModuleIcon;
  category: ModuleCategory | null;
  materials: SeedMaterial[];
}
