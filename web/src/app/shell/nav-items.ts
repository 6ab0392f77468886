import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { shellMessages } from '@contracts/messages/shell';

export interface NavItem {
  label: string;
  to: string;
  icon: typeof HomeOutlined;
  adminOnly?: boolean;
  /** Other screens that belong to this item (a diagnostic's form highlights Diagnósticos). */
  alsoActiveOn?: readonly string[];
}

const text = shellMessages;

/** The sidebar menu, in the spec's order; Administração for admins only. */
export const navItems: readonly NavItem[] = [
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
  { label: text.admin, to: '/admin', icon: AdminPanelSettingsOutlined, adminOnly: true },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

export function isActive(item: NavItem, pathname: string): boolean {
  return within(pathname, item.to) || (item.alsoActiveOn ?? []).some((base) => within(pathname, base));
}

export function visibleNavItems(isAdmin: boolean): NavItem[] {
  return navItems.filter((item) => !item.adminOnly || isAdmin);
}
