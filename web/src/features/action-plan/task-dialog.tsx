import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { priorities, type ActionItem } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { actionPlansQuery } from '../../lib/action-plans';
import { isConflict } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-messages';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { useCreateItem, useUpdateItem } from './api';
import { keptTyping } from './kept-typing';
import { fiveW2HKeys, taskChanges, taskFormSchema, taskFormValues, taskRequest } from './task-form';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/** The 5W2H fields that take several lines. */
const longFields = new Set(['what', 'why', 'how']);

/** 'Nova Tarefa' / 'Editar tarefa': title, priority, due date, category and the 5W2H. */
export function TaskDialog(props: {
  planId: string;
  task: ActionItem | null;
  categories: readonly string[];
  onClose: () => void;
}) {
  const titleId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useCreateItem();
  const update = useUpdateItem();
  // The task the form stands on: the one opened, or the latest one after another tab saved first.
  const [shown, setShown] = useState(props.task);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useZodForm(taskFormSchema, taskFormValues(props.task));
  const listId = useId();

  /** After a 409 the page was read again (./api): the form moves onto the latest task, typing kept. */
  function showLatest(task: ActionItem, error: unknown) {
    const latest = queryClient
      .getQueryData(actionPlansQuery.queryKey)
      ?.plans.flatMap((plan) => plan.items)
      .find((item) => item.id === task.id);
    if (latest) {
      form.reset(keptTyping(form.values, taskFormValues(task), taskFormValues(latest)));
      setShown(latest);
    }
    setConflict(errorMessage(error));
  }

  const save = form.submit(async (values) => {
    const task = taskRequest(values);
    try {
      if (!shown) {
        await create.mutateAsync({ planId: props.planId, body: task });
        toast({ title: screen.taskCreated, variant: 'success' });
      } else {
        // Only what differs from the task shown is sent (nothing differs: nothing to save).
        const changes = taskChanges(shown, task);
        if (changes) {
          await update.mutateAsync({ planId: props.planId, itemId: shown.id, body: changes });
          toast({ title: text.taskUpdated, variant: 'success' });
        }
      }
      props.onClose();
    } catch (error) {
      if (shown && isConflict(error)) return showLatest(shown, error);
      form.showServerErrors(error);
      toast({
        title: shown ? text.taskUpdateFailed : text.createTaskError,
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{props.task ? text.actions.editTask : text.actions.addTask}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={text.fields.taskTitle} required autoFocus fullWidth {...form.field('title')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label={text.fields.priority} fullWidth {...form.field('priority')}>
                {priorities.map((priority) => (
                  <MenuItem key={priority} value={priority}>
                    {text.priorities[priority]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="date"
                label={text.fields.dueDate}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
                {...form.field('dueDate')}
              />
              <TextField
                label={text.fields.category}
                fullWidth
                slotProps={{ htmlInput: { list: listId } }}
                {...form.field('category')}
              />
              <datalist id={listId}>
                {props.categories.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </Stack>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, pt: 1 }}>
              {screen.fiveW2HTitle}
            </Typography>
            {fiveW2HKeys.map((key) => (
              <TextField
                key={key}
                label={text.fiveW2H[key]}
                fullWidth
                multiline={longFields.has(key)}
                minRows={longFields.has(key) ? 2 : undefined}
                {...form.field(key)}
              />
            ))}
          </Stack>
        </DialogContent>
        {/* Beside the buttons, outside the scrolling fields: seen where the user just clicked Salvar. */}
        {conflict && (
          <Alert severity="warning" sx={{ mx: 3, mt: 1 }}>
            {conflict}
          </Alert>
        )}
        <DialogActions>
          <Button onClick={props.onClose}>{text.actions.cancel}</Button>
          <Button type="submit" variant="contained" disabled={form.submitting}>
            {text.actions.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
