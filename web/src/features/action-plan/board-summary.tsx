import {
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ActionItem } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { dueMark, nextActions, type boardStats } from '@domain/action-plan-board';
import { formatDay } from '../../lib/format';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/** The stats row: plans, tasks, completed, completion %. */
export function StatsRow({ stats }: { stats: ReturnType<typeof boardStats> }) {
  const figures = [
    [text.stats.plans, String(stats.plans)],
    [text.stats.tasks, String(stats.tasks)],
    [text.stats.completed, String(stats.completed)],
    [text.stats.completion, `${stats.completion}%`],
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {figures.map(([label, value]) => (
        <Card key={label} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** 'Próximas ações': up to 5 pending tasks, the most urgent first; each opens its Genius help. */
export function NextActionsCard(props: {
  tasks: readonly ActionItem[];
  now: Date;
  onOpen: (task: ActionItem) => void;
}) {
  const next = nextActions(props.tasks);
  if (next.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="next-actions-title">
      <CardContent>
        <Typography id="next-actions-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {text.nextActions}
        </Typography>
        <List dense disablePadding>
          {next.map((task) => {
            const mark = dueMark(task, props.now);
            return (
              <ListItem key={task.id} disablePadding>
                <ListItemButton onClick={() => props.onOpen(task)} sx={{ borderRadius: 1 }}>
                  <ListItemText
                    primary={task.title}
                    secondary={task.dueDate ? screen.dueOn(formatDay(task.dueDate)) : screen.noDueDate}
                  />
                  <Stack direction="row" spacing={0.5} sx={{ ml: 1 }}>
                    {mark === 'overdue' && (
                      <Chip size="small" color="error" variant="outlined" label={text.overdue} />
                    )}
                    {mark === 'due-soon' && (
                      <Chip size="small" color="warning" variant="outlined" label={text.dueSoon} />
                    )}
                  </Stack>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
