import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { journeyMessages } from '@contracts/messages/journey';
import type { UserProgress } from '@domain/user-progress';

const text = journeyMessages;

/** The four-card progress summary. */
export function ProgressSummary({ progress }: { progress: UserProgress }) {
  const cards = [
    {
      label: text.progressDiagnostics,
      value: progress.diagnostics_percentage,
      detail: `${progress.diagnostics_completed}/${progress.diagnostics_total}`,
    },
    {
      label: text.progressActions,
      value: progress.actions_percentage,
      detail: `${progress.actions_completed}/${progress.actions_total}`,
    },
    {
      label: text.progressResources,
      value: progress.resources_percentage,
      detail: `${progress.resources_viewed}/${progress.resources_total}`,
    },
    { label: text.progressOverall, value: progress.overall_percentage, detail: '' },
  ];
  return (
    <Box
      component="section"
      aria-label={text.progressTitle}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {cards.map((card) => (
        <Card key={card.label} variant="outlined">
          <CardContent>
            <Typography color="text.secondary" variant="body2">
              {card.label}
            </Typography>
            <Typography component="p" sx={{ fontSize: '1.8rem', fontWeight: 700 }}>
              {card.value}%
            </Typography>
            <LinearProgress variant="determinate" value={card.value} aria-label={card.label} />
            {card.detail && (
              <Typography variant="caption" color="text.secondary">
                {card.detail}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
