import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { createPlanRequest, type ActionPlan, type UpdatePlanRequest } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { actionPlansQuery } from '../../lib/action-plans';
import { isConflict } from '../../lib/api-error';
import { useToast } from '../../lib/toast';
import { errorMessage } from '../../lib/error-messages';
import { useZodForm } from '../../lib/use-zod-form';
import { useCreatePlan, useUpdatePlan } from './api';
import { keptTyping } from './kept-typing';

const formValues = (plan: ActionPlan | null) => ({
  title: plan?.title ?? '',
  description: plan?.description ?? '',
});

/** An edit's body: the fields that differ from the plan shown, with its version; null when none does. */
function planChanges(shown: ActionPlan, plan: { title: string; description: string }) {
  const changes: UpdatePlanRequest = {};
  if (plan.title !== shown.title) changes.title = plan.title;
  if (plan.description !== shown.description) changes.description = plan.description;
  return Object.keys(changes).length > 0 ? { ...changes, version: shown.version } : null;
}

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/** 'Novo Plano' / 'Editar plano': a title (non-blank) and a description; closes after saving. */
export function PlanDialog(props: { plan: ActionPlan | null; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  // The plan the form stands on: the one opened, or the latest one after another tab saved first.
  const [shown, setShown] = useState(props.plan);
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useZodForm(createPlanRequest, formValues(props.plan));

  /** After a 409 the page was read again (./api): the form moves onto the latest plan, typing kept. */
  function showLatest(plan: ActionPlan, error: unknown) {
    const latest = queryClient
      .getQueryData(actionPlansQuery.queryKey)
      ?.plans.find((candidate) => candidate.id === plan.id);
    if (latest) {
      form.reset(keptTyping(form.values, formValues(plan), formValues(latest)));
      setShown(latest);
    }
    setConflict(errorMessage(error));
  }

  const save = form.submit(async (body) => {
    try {
      if (!shown) {
        await create.mutateAsync(body);
        toast({ title: text.planCreated, variant: 'success' });
      } else {
        const changes = planChanges(shown, body);
        if (changes) {
          await update.mutateAsync({ planId: shown.id, body: changes });
          toast({ title: screen.planUpdated, variant: 'success' });
        }
      }
      props.onClose();
    } catch (error) {
      if (shown && isConflict(error)) return showLatest(shown, error);
      form.showServerErrors(error);
      toast({
        title: shown ? text.updatePlanError : text.createPlanError,
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void save(event)} noValidate>
        <DialogTitle id={titleId}>{props.plan ? text.actions.editPlan : text.newPlan}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={text.fields.planTitle} required autoFocus fullWidth {...form.field('title')} />
            <TextField
              label={text.fields.planDescription}
              multiline
              minRows={2}
              fullWidth
              {...form.field('description')}
            />
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
