import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DiagnosticsOverview } from '@contracts/diagnostics';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { diagnosticCard, orderDiagnostics } from '@domain/diagnostic-card';
import { DiagnosticIcon } from './diagnostic-icon';

/** The diagnostic cards (hub and dashboard): progress, status and the button to start or view. */
export function DiagnosticsGrid({ overview }: { overview: DiagnosticsOverview }) {
  const cards = orderDiagnostics(overview.diagnostics).map((diagnostic) =>
    diagnosticCard(diagnostic, overview.results),
  );
  if (cards.length === 0)
    return <Typography color="text.secondary">{diagnosticsMessages.emptyList}</Typography>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      {cards.map((card) => (
        <Card key={card.diagnostic.id} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          <CardContent sx={{ flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <DiagnosticIcon name={card.diagnostic.icon} color="primary" />
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {card.diagnostic.title}
              </Typography>
            </Stack>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
              {card.diagnostic.description}
            </Typography>
            <Chip
              size="small"
              label={card.statusLabel}
              color={card.completed ? 'success' : card.progress > 0 ? 'warning' : 'default'}
              sx={{ mb: 1 }}
            />
            <LinearProgress
              variant="determinate"
              value={card.progress}
              aria-label={`${card.diagnostic.title}: ${card.statusLabel}`}
            />
          </CardContent>
          <CardActions>
            <Button
              component={RouterLink}
              to={card.route}
              variant={card.completed ? 'outlined' : 'contained'}
              fullWidth
            >
              {card.buttonLabel}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
