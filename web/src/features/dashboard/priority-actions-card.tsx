import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { journeyMessages } from '@contracts/messages/journey';

const text = journeyMessages;

/**
 * The priority action-plan card. Action plans arrive with their own work; until a plan exists the
 * card shows the spec's empty state linking to /action-plan.
 */
export function PriorityActionsCard() {
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {text.priorityTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text.noPlan}
        </Typography>
        <Button component={RouterLink} to="/action-plan" variant="outlined">
          {text.createPlan}
        </Button>
      </CardContent>
    </Card>
  );
}
