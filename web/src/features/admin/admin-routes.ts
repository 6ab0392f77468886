/** The light admin screens in one lazy chunk (the users, onboarding and recommendations screens, with their forms, are their own). */
export { AdminContentPage } from './content/admin-content-page';
export { AdminDashboardPage } from './dashboard/admin-dashboard-page';
export {
  AdminAnalyticsPage,
  AdminPlansPage,
  AdminSettingsPage,
} from './placeholders/admin-placeholder-pages';
