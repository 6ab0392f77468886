import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ActionItem, ActionPlan } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { boardStats } from '@domain/action-plan-board';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageLoader } from '../../components/page-loader';
import { TASK_PARAM, useActionPlans } from '../../lib/action-plans';
import { isConflict } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-messages';
import { useToast } from '../../lib/toast';
import { useDeleteItem, useDeletePlan } from './api';
import { NextActionsCard, StatsRow } from './board-summary';
import { CategoriesView } from './categories-view';
import { GenerateDialog } from './generate-dialog';
import { GeniusDialog } from './genius-dialog';
import { PlanCard } from './plan-card';
import { PlanDialog } from './plan-dialog';
import type { TaskActions } from './task-row';
import { TaskDialog } from './task-dialog';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/** What is open over the page: one dialog at a time. */
type Open =
  | { kind: 'none' }
  | { kind: 'plan'; plan: ActionPlan | null }
  | { kind: 'delete-plan'; plan: ActionPlan }
  | { kind: 'task'; planId: string; task: ActionItem | null }
  | { kind: 'delete-task'; task: ActionItem }
  | { kind: 'generate' }
  | { kind: 'genius'; task: ActionItem };

/** /action-plan: the user's plans and tasks (5W2H), generation from the dossier, Genius and notes. */
export function ActionPlanPage() {
  const query = useActionPlans();
  const toast = useToast();
  const deletePlan = useDeletePlan();
  const deleteItem = useDeleteItem();
  const [tab, setTab] = useState<'plans' | 'categories'>('plans');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const [params, setParams] = useSearchParams();
  const linkedTaskId = params.get(TASK_PARAM);

  // A notification's link (?tarefa=<id>) opens that task once the plans are read.
  useEffect(() => {
    if (!linkedTaskId || !query.data) return;
    const task = query.data.plans.flatMap((plan) => plan.items).find((item) => item.id === linkedTaskId);
    if (task) setOpen({ kind: 'task', planId: task.planId, task });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TASK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linkedTaskId, query.data, setParams]);
  // "Today" for the due marks (São Paulo dates, domain/notifications).
  const now = new Date();

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadErrorAlert
        title={text.loadError}
        error={query.error}
        retryLabel={screen.tryAgain}
        onRetry={() => void query.refetch()}
      />
    );

  const { plans, generation } = query.data;
  const tasks = plans.flatMap((plan) => plan.items);
  const categories = [
    ...new Set(tasks.map((task) => task.category).filter((value): value is string => Boolean(value))),
  ];
  const generating = generation?.status === 'processing';
  const taskActions: TaskActions = {
    edit: (task) => setOpen({ kind: 'task', planId: task.planId, task }),
    remove: (task) => setOpen({ kind: 'delete-task', task }),
    askGenius: (task) => setOpen({ kind: 'genius', task }),
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
            {text.title}
          </Typography>
          <Typography color="text.secondary">{text.subtitle}</Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ kind: 'plan', plan: null })}
          >
            {text.newPlan}
          </Button>
          <Button
            variant="contained"
            startIcon={<AutoAwesomeIcon />}
            onClick={() => setOpen({ kind: 'generate' })}
            disabled={generating}
          >
            {text.generateFromDossier}
          </Button>
        </Stack>
      </Stack>

      {generating && (
        <Alert severity="info" role="status" icon={false}>
          <AlertTitle>{text.generation.running}</AlertTitle>
          <LinearProgress aria-label={text.generation.running} />
        </Alert>
      )}
      {generation?.status === 'error' && (
        <Alert severity="error">
          <AlertTitle>{text.generation.failed}</AlertTitle>
          {generation.error}
        </Alert>
      )}

      {plans.length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {text.noPlans}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {text.emptyText}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
              <Button
                variant="contained"
                startIcon={<AutoAwesomeIcon />}
                onClick={() => setOpen({ kind: 'generate' })}
                disabled={generating}
              >
                {text.generateWithAi}
              </Button>
              <Button variant="outlined" onClick={() => setOpen({ kind: 'plan', plan: null })}>
                {text.createManually}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <>
          <StatsRow stats={boardStats(plans)} />
          <NextActionsCard tasks={tasks} now={now} onOpen={taskActions.askGenius} />
          <Box>
            <Tabs
              value={tab}
              onChange={(_, value: 'plans' | 'categories') => setTab(value)}
              aria-label={text.title}
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
            >
              <Tab value="plans" label={text.byPlans} id="tab-plans" aria-controls="panel-plans" />
              <Tab
                value="categories"
                label={text.byCategories}
                id="tab-categories"
                aria-controls="panel-categories"
              />
            </Tabs>
            <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
              {tab === 'plans' ? (
                <Stack spacing={2}>
                  {plans.map((plan) => (
                    <PlanCard
                      key={plan.id}
                      plan={plan}
                      now={now}
                      taskActions={taskActions}
                      onAddTask={() => setOpen({ kind: 'task', planId: plan.id, task: null })}
                      onEdit={() => setOpen({ kind: 'plan', plan })}
                      onDelete={() => setOpen({ kind: 'delete-plan', plan })}
                    />
                  ))}
                </Stack>
              ) : (
                <CategoriesView tasks={tasks} now={now} taskActions={taskActions} />
              )}
            </Box>
          </Box>
        </>
      )}

      {open.kind === 'plan' && <PlanDialog plan={open.plan} onClose={close} />}
      {open.kind === 'task' && (
        <TaskDialog planId={open.planId} task={open.task} categories={categories} onClose={close} />
      )}
      {open.kind === 'generate' && <GenerateDialog onClose={close} />}
      {open.kind === 'genius' && <GeniusDialog task={open.task} onClose={close} />}
      {open.kind === 'delete-plan' && (
        <ConfirmDialog
          open
          title={text.deletePlanTitle}
          text={text.deletePlanText(open.plan.title)}
          confirmLabel={text.actions.confirmDelete}
          cancelLabel={text.actions.cancel}
          busy={deletePlan.isPending}
          onClose={close}
          onConfirm={() =>
            deletePlan.mutate(
              { planId: open.plan.id, version: open.plan.version },
              {
                onSuccess: () => {
                  toast({ title: screen.planDeleted, variant: 'success' });
                  close();
                },
                onError: (error) => {
                  toast({
                    title: text.deletePlanError,
                    description: errorMessage(error),
                    variant: isConflict(error) ? 'warning' : 'destructive',
                  });
                  // Changed in another tab: the page shows the latest plan, to delete again if still meant.
                  if (isConflict(error)) close();
                },
              },
            )
          }
        />
      )}
      {open.kind === 'delete-task' && (
        <ConfirmDialog
          open
          title={screen.deleteTaskTitle}
          text={screen.deleteTaskText(open.task.title)}
          confirmLabel={text.actions.confirmDelete}
          cancelLabel={text.actions.cancel}
          busy={deleteItem.isPending}
          onClose={close}
          onConfirm={() =>
            deleteItem.mutate(
              { planId: open.task.planId, itemId: open.task.id, version: open.task.version },
              {
                onSuccess: () => {
                  toast({ title: screen.taskDeleted, variant: 'success' });
                  close();
                },
                onError: (error) => {
                  toast({
                    title: text.deleteTasksError,
                    description: errorMessage(error),
                    variant: isConflict(error) ? 'warning' : 'destructive',
                  });
                  if (isConflict(error)) close();
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
