import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ActionPlan } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { boardStats } from '@domain/action-plan-board';
import { TaskRow, type TaskActions } from './task-row';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/** A plan: title, description, its progress, its tasks (oldest first) and 'Nova Tarefa'. */
export function PlanCard(props: {
  plan: ActionPlan;
  now: Date;
  taskActions: TaskActions;
  onAddTask: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { plan } = props;
  const stats = boardStats([plan]);
  return (
    <Card variant="outlined" component="section" aria-label={plan.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {plan.title}
              </Typography>
              {plan.source === 'dossier' && (
                <Chip size="small" color="primary" variant="outlined" label={screen.fromDossier} />
              )}
            </Stack>
            {plan.description && (
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {plan.description}
              </Typography>
            )}
          </Box>
          <Tooltip title={text.actions.editPlan}>
            <IconButton aria-label={`${text.actions.editPlan}: ${plan.title}`} onClick={props.onEdit}>
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={text.actions.deletePlan}>
            <IconButton aria-label={`${text.actions.deletePlan}: ${plan.title}`} onClick={props.onDelete}>
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        {stats.tasks > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 1.5 }}>
            <LinearProgress
              variant="determinate"
              value={stats.completion}
              aria-label={screen.planProgress(stats.completed, stats.tasks)}
              sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {screen.planProgress(stats.completed, stats.tasks)}
            </Typography>
          </Stack>
        )}
        {plan.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {text.noTasks}
          </Typography>
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {plan.items.map((task) => (
              <TaskRow key={task.id} task={task} actions={props.taskActions} now={props.now} showCategory />
            ))}
          </Box>
        )}
        <Button startIcon={<AddIcon />} onClick={props.onAddTask} sx={{ mt: 1 }}>
          {text.actions.addTask}
        </Button>
      </CardContent>
    </Card>
  );
}
