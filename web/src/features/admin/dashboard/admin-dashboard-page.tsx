import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { AdminStatsResponse } from '@contracts/admin-stats';
import { adminMessages } from '@contracts/messages/admin';
import { useEffect } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { errorMessage } from '../../../lib/error-messages';
import { useToast } from '../../../lib/toast';
import { useStats } from '../api/get-stats';
import { StatCard } from './stat-card';

const text = adminMessages.stats;
const count = new Intl.NumberFormat('pt-BR');
const percent = (value: number) => `${count.format(value)}%`;

/** The cards, in the spec's order: what each shows and how it is written. */
const cards: readonly {
  label: string;
  icon: typeof PeopleOutlined;
  value: (stats: AdminStatsResponse) => string;
}[] = [
  { label: text.profiles, icon: PeopleOutlined, value: (stats) => count.format(stats.profiles) },
  { label: text.diagnostics, icon: FactCheckOutlined, value: (stats) => count.format(stats.diagnostics) },
  { label: text.materials, icon: MenuBookOutlined, value: (stats) => count.format(stats.materials) },
  { label: text.results, icon: DescriptionOutlined, value: (stats) => count.format(stats.results) },
  {
    label: text.completedResults,
    icon: AssignmentTurnedInOutlined,
    value: (stats) => count.format(stats.completedResults),
  },
  { label: text.completionRate, icon: PercentOutlined, value: (stats) => percent(stats.completionRate) },
  {
    label: text.materialsWithTime,
    icon: TimerOutlined,
    value: (stats) => count.format(stats.materialsWithTime),
  },
];

/** /admin and /admin/dashboard: the platform's counters (spec 1 "Admin dashboard"). */
export function AdminDashboardPage() {
  const stats = useStats();
  const toast = useToast();
  useEffect(() => {
    if (stats.error) {
      toast({ title: text.loadError, description: errorMessage(stats.error), variant: 'destructive' });
    }
  }, [stats.error, toast]);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.subtitle}</Typography>
      </Box>
      {stats.isError ? (
        <LoadErrorAlert
          title={text.loadError}
          error={stats.error}
          retryLabel={adminMessages.refresh}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Box
          component="section"
          aria-label={text.title}
          aria-busy={stats.isPending}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {cards.map((card) => (
            <StatCard
              key={card.label}
              label={card.label}
              icon={card.icon}
              value={stats.data ? card.value(stats.data) : undefined}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
