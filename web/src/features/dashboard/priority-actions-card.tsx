import {
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ActionItem } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { journeyMessages } from '@contracts/messages/journey';
import { dashboardPriorityItems } from '@domain/priorities';
import { taskLink } from '../../lib/action-plans';
import { formatDay } from '../../lib/format';

const text = journeyMessages;
const priorityColor = { high: 'error', medium: 'warning', low: 'default' } as const;

/**
 * 'Ações prioritárias': up to 4 tasks (high, medium, low, then unknown; incomplete before complete),
 * each opening its task; without a plan, the spec's empty state linking to /action-plan.
 */
export function PriorityActionsCard({ items, hasPlan }: { items: readonly ActionItem[]; hasPlan: boolean }) {
  const top = dashboardPriorityItems(items);
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {text.priorityTitle}
        </Typography>
        {top.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {hasPlan ? actionPlanMessages.noTasks : text.noPlan}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ mb: 1 }}>
            {top.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton component={RouterLink} to={taskLink(item.id)} sx={{ borderRadius: 1 }}>
                  <ListItemText
                    primary={item.title}
                    secondary={
                      item.dueDate ? actionPlanScreenMessages.dueOn(formatDay(item.dueDate)) : undefined
                    }
                    slotProps={{
                      primary: { sx: { textDecoration: item.completed ? 'line-through' : 'none' } },
                    }}
                  />
                  <Chip
                    size="small"
                    label={actionPlanMessages.priorities[item.priority]}
                    color={priorityColor[item.priority]}
                    sx={{ ml: 1 }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        <Button component={RouterLink} to="/action-plan" variant="outlined">
          {hasPlan ? text.openPlan : text.createPlan}
        </Button>
      </CardContent>
    </Card>
  );
}
