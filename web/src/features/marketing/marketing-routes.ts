/** The marketing screens without charts, in one lazy chunk (the Instagram detail with its charts is its own). */
export { MarketingAnalysesPage } from './marketing-analyses-page';
export { WebsiteAnalysisPage } from './website/website-analysis-page';
export { WebsiteAnalysisDetailPage } from './website/website-analysis-detail-page';
export { InstagramAnalyticsPage } from './instagram/instagram-analytics-page';
