import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Checkbox, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ActionItem } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { dueMark } from '@domain/action-plan-board';
import { formatDay } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { errorMessage } from '../../lib/error-messages';
import { useUpdateItem } from './api';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;
const priorityColor = { high: 'error', medium: 'warning', low: 'default' } as const;

export interface TaskActions {
  edit: (task: ActionItem) => void;
  remove: (task: ActionItem) => void;
  askGenius: (task: ActionItem) => void;
}

/** One task: done toggle, title, priority, due date with its mark, category, and its actions. */
export function TaskRow(props: {
  task: ActionItem;
  actions: TaskActions;
  showCategory?: boolean;
  now: Date;
}) {
  const { task, actions } = props;
  const toast = useToast();
  const update = useUpdateItem();
  const mark = dueMark(task, props.now);

  function toggle() {
    update.mutate(
      { planId: task.planId, itemId: task.id, body: { completed: !task.completed } },
      {
        onSuccess: () => toast({ title: text.taskUpdated, variant: 'success' }),
        onError: (error) =>
          toast({ title: text.taskUpdateFailed, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start', py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Checkbox
        checked={task.completed}
        onChange={toggle}
        disabled={update.isPending}
        slotProps={{
          input: {
            'aria-label': `${task.completed ? text.actions.markPending : text.actions.markCompleted}: ${task.title}`,
          },
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, pt: 1 }}>
        <Typography
          sx={{
            fontWeight: 600,
            textDecoration: task.completed ? 'line-through' : 'none',
            color: task.completed ? 'text.secondary' : 'text.primary',
            overflowWrap: 'anywhere',
          }}
        >
          {task.title}
        </Typography>
        {task.metadata.what && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {task.metadata.what}
          </Typography>
        )}
        <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
          <Chip size="small" label={text.priorities[task.priority]} color={priorityColor[task.priority]} />
          {task.dueDate && (
            <Chip size="small" variant="outlined" label={screen.dueOn(formatDay(task.dueDate))} />
          )}
          {mark === 'overdue' && <Chip size="small" color="error" variant="outlined" label={text.overdue} />}
          {mark === 'due-soon' && (
            <Chip size="small" color="warning" variant="outlined" label={text.dueSoon} />
          )}
          {task.completed && (
            <Chip size="small" color="success" variant="outlined" label={text.completedTask} />
          )}
          {props.showCategory && task.category && (
            <Chip size="small" variant="outlined" label={task.category} />
          )}
        </Stack>
      </Box>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        <Tooltip title={text.actions.askGenius}>
          <IconButton
            aria-label={`${text.actions.askGenius}: ${task.title}`}
            onClick={() => actions.askGenius(task)}
          >
            <AutoAwesomeIcon color="primary" />
          </IconButton>
        </Tooltip>
        <Tooltip title={text.actions.editTask}>
          <IconButton
            aria-label={`${text.actions.editTask}: ${task.title}`}
            onClick={() => actions.edit(task)}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={text.actions.deleteTask}>
          <IconButton
            aria-label={`${text.actions.deleteTask}: ${task.title}`}
            onClick={() => actions.remove(task)}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
