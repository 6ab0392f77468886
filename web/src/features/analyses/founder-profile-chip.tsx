import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BoltIcon from '@mui/icons-material/Bolt';
import CampaignIcon from '@mui/icons-material/Campaign';
import ExtensionIcon from '@mui/icons-material/Extension';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { Chip } from '@mui/material';
import type { FounderProfileName } from '@contracts/analysis-data/founder-analysis';
import { founderProfileColor, knownFounderProfile } from './founder-profile-style';
import { wrappingChip } from '../../components/report/wrapping-chip';

const profileIcons: Record<FounderProfileName, typeof PersonIcon> = {
  Executor: BoltIcon,
  Visionário: AutoAwesomeIcon,
  Analítico: QueryStatsIcon,
  Comunicador: CampaignIcon,
  Estrategista: ExtensionIcon,
  Colaborador: GroupsIcon,
};

/** The predominant founder profile: each known profile in its own colour and icon, others generic. */
export function FounderProfileChip({ name }: { name: string }) {
  const profile = knownFounderProfile(name);
  if (!profile) return <Chip color="primary" icon={<PersonIcon />} label={name} sx={wrappingChip} />;
  const Icon = profileIcons[profile];
  const background = founderProfileColor(profile);
  return (
    <Chip
      icon={<Icon />}
      label={name}
      data-profile={profile}
      sx={{
        bgcolor: background,
        color: '#fff',
        fontWeight: 600,
        '& .MuiChip-icon': { color: '#fff' },
        ...wrappingChip,
      }}
    />
  );
}
