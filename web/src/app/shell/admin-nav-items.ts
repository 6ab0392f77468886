import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WavingHandOutlined from '@mui/icons-material/WavingHandOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { adminMessages } from '@contracts/messages/admin';
import { adminPaths } from '../../lib/route-paths';

export interface AdminNavItem {
  label: string;
  icon: typeof DashboardOutlined;
  /** The screen; none for a screen still to come ('Em breve', not a link). */
  to?: string;
  /** Other addresses of the same screen (/admin is the dashboard too). */
  alsoActiveOn?: readonly string[];
  /** Active on the screen's sub-pages too (a module's materials, under /admin/modules/). */
  activePrefix?: boolean;
}

export interface AdminNavGroup {
  label: string;
  items: readonly AdminNavItem[];
}

const { groups, links } = adminMessages.layout;

/** The admin sidebar (spec 1 "Admin layout"): user, content and system management. */
export const adminNavGroups: readonly AdminNavGroup[] = [
  {
    label: groups.users,
    items: [
      {
        label: links.dashboard,
        to: adminPaths.adminDashboard,
        icon: DashboardOutlined,
        alsoActiveOn: [adminPaths.admin],
      },
      { label: links.users, to: adminPaths.adminUsers, icon: PeopleOutlined },
    ],
  },
  {
    label: groups.content,
    items: [
      { label: links.content, to: adminPaths.adminContent, icon: ArticleOutlined },
      { label: links.onboarding, to: adminPaths.adminOnboarding, icon: WavingHandOutlined },
      {
        label: links.diagnostics,
        to: adminPaths.adminDiagnostics,
        icon: FactCheckOutlined,
        activePrefix: true,
      },
      { label: links.modules, to: adminPaths.adminModules, icon: MenuBookOutlined, activePrefix: true },
      {
        label: links.investmentRecommendations,
        to: adminPaths.adminInvestmentRecommendations,
        icon: TrendingUpOutlined,
      },
    ],
  },
  {
    label: groups.system,
    items: [
      { label: links.plans, to: adminPaths.adminPlans, icon: WorkspacePremiumOutlined },
      { label: links.analytics, to: adminPaths.adminAnalytics, icon: BarChartOutlined },
      { label: links.settings, to: adminPaths.adminSettings, icon: SettingsOutlined },
    ],
  },
];

/** The item for the address shown (exact, or below it for a screen with sub-pages). */
export function isAdminItemActive(item: AdminNavItem, pathname: string): boolean {
  if (item.to === undefined) return false;
  if (item.activePrefix && pathname.startsWith(`${item.to}/`)) return true;
  return [item.to, ...(item.alsoActiveOn ?? [])].includes(pathname);
}
