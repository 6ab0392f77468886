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
import type { NavSection } from './nav-item';

const { groups, links } = adminMessages.layout;

/** The admin sidebar (spec 1 "Admin layout"): user, content and system management. */
export const adminNavSections: readonly NavSection[] = [
  {
    label: groups.users,
    items: [
      {
        label: links.dashboard,
        to: adminPaths.adminDashboard,
        icon: DashboardOutlined,
        alsoActiveOn: [adminPaths.admin],
        exact: true,
      },
      { label: links.users, to: adminPaths.adminUsers, icon: PeopleOutlined },
    ],
  },
  {
    label: groups.content,
    items: [
      { label: links.content, to: adminPaths.adminContent, icon: ArticleOutlined },
      { label: links.onboarding, to: adminPaths.adminOnboarding, icon: WavingHandOutlined },
      { label: links.diagnostics, to: adminPaths.adminDiagnostics, icon: FactCheckOutlined },
      { label: links.modules, to: adminPaths.adminModules, icon: MenuBookOutlined },
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
