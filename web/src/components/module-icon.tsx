import BookOutlined from '@mui/icons-material/BookOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import CalculateOutlined from '@mui/icons-material/CalculateOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GpsFixedOutlined from '@mui/icons-material/GpsFixedOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PieChartOutlined from '@mui/icons-material/PieChartOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ModuleIcon as IconKey } from '@contracts/learning';

const icons: Record<IconKey, typeof SvgIcon> = {
  briefcase: BusinessCenterOutlined,
  target: GpsFixedOutlined,
  'trending-up': TrendingUp,
  users: GroupsOutlined,
  calculator: CalculateOutlined,
  'pie-chart': PieChartOutlined,
  settings: SettingsOutlined,
  shield: ShieldOutlined,
  'file-text': DescriptionOutlined,
  book: BookOutlined,
  video: VideocamOutlined,
};

/** The module's icon by its key (spec 3); an unknown key shows a document icon. */
export function ModuleIcon({ icon }: { icon: string }) {
  const Icon = icons[icon as IconKey] ?? DescriptionOutlined;
  return <Icon color="primary" aria-hidden />;
}
