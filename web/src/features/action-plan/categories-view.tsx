import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ActionItem } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { categoryGroups } from '@domain/action-plan-board';
import { TaskRow, type TaskActions } from './task-row';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/** 'Por Categorias': every task by category, the categories with the heaviest pending tasks first. */
export function CategoriesView(props: { tasks: readonly ActionItem[]; now: Date; taskActions: TaskActions }) {
  const groups = categoryGroups(props.tasks);
  if (groups.length === 0) return <Typography color="text.secondary">{text.noTasks}</Typography>;
  return (
    <Stack spacing={2}>
      {groups.map((group) => {
        const pending = group.tasks.filter((task) => !task.completed).length;
        return (
          <Card key={group.category} variant="outlined" component="section" aria-label={group.category}>
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {group.category}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  label={screen.pendingCount(pending, group.tasks.length)}
                />
              </Stack>
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {group.tasks.map((task) => (
                  <TaskRow key={task.id} task={task} actions={props.taskActions} now={props.now} />
                ))}
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
