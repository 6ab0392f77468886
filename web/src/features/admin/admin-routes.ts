/** The light admin screens in one lazy chunk (the users screen, with its dialogs, is its own). */
export { AdminDashboardPage } from './dashboard/admin-dashboard-page';
export {
  AdminAnalyticsPage,
  AdminPlansPage,
  AdminSettingsPage,
} from './placeholders/admin-placeholder-pages';
