import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { shellMessages } from '@contracts/messages/shell';
import type { NavItem } from './nav-item';

const text = shellMessages;

const adminItem: NavItem = { label: text.admin, to: '/admin', icon: AdminPanelSettingsOutlined };

/** The user's sidebar menu, in the spec's order. */
const navItems: readonly NavItem[] = [
  { label: text.dashboard, to: '/dashboard', icon: HomeOutlined },
  {
    label: text.diagnostics,
    to: '/diagnostics',
    icon: FactCheckOutlined,
    alsoActiveOn: [
      '/business-diagnostic',
      '/founder-diagnostic',
      '/management-diagnostic',
      '/investor-diagnostic',
    ],
  },
  {
    label: text.analyses,
    to: '/analyses',
    icon: InsightsOutlined,
    alsoActiveOn: [
      '/business-analysis',
      '/founder-analysis',
      '/management-system-analysis',
      '/investor-analysis',
      '/marketing-analyses',
      '/website-analysis',
      '/instagram-analytics',
    ],
  },
  { label: text.actionPlan, to: '/action-plan', icon: ChecklistOutlined },
  { label: text.materials, to: '/materials', icon: MenuBookOutlined },
  { label: text.strategicDossier, to: '/strategic-dossier', icon: DescriptionOutlined },
  { label: text.subscription, to: '/pricing', icon: WorkspacePremiumOutlined },
];

/** The menu of this user: Administração last, for admins only. */
export function visibleNavItems(isAdmin: boolean): readonly NavItem[] {
  return isAdmin ? [...navItems, adminItem] : navItems;
}
