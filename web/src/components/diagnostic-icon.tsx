import BarChartIcon from '@mui/icons-material/BarChart';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionIcon from '@mui/icons-material/Description';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LayersIcon from '@mui/icons-material/Layers';
import PersonIcon from '@mui/icons-material/Person';
import PieChartIcon from '@mui/icons-material/PieChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * The spec's diagnostic icon names mapped to MUI icons (the set an admin picks from:
 * DIAGNOSTIC_ICONS in functions/contracts/admin-diagnostics.ts); FileText (a document) by default.
 */
const icons: Record<string, ComponentType<SvgIconProps>> = {
  HelpCircle: HelpOutlineIcon,
  User: PersonIcon,
  BarChartBig: BarChartIcon,
  PieChart: PieChartIcon,
  FileText: DescriptionIcon,
  LineChart: ShowChartIcon,
  ChevronRight: ChevronRightIcon,
  Layers: LayersIcon,
};

export function DiagnosticIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = icons[name] ?? DescriptionIcon;
  return <Icon {...props} />;
}
