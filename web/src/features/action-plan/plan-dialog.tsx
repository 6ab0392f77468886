import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { createPlanRequest, type ActionPlan } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { useToast } from '../../lib/toast';
import { errorMessage } from '../../lib/error-messages';
import { useZodForm } from '../../lib/use-zod-form';
import { useCreatePlan, useUpdatePlan } from './api';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/** 'Novo Plano' / 'Editar plano': a title (non-blank) and a description; closes after saving. */
export function PlanDialog(props: { plan: ActionPlan | null; onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useZodForm(createPlanRequest, {
    title: props.plan?.title ?? '',
    description: props.plan?.description ?? '',
  });

  const save = form.submit(async (body) => {
    try {
      if (props.plan) await update.mutateAsync({ planId: props.plan.id, body });
      else await create.mutateAsync(body);
      toast({ title: props.plan ? screen.planUpdated : text.planCreated, variant: 'success' });
      props.onClose();
    } catch (error) {
      form.showServerErrors(error);
      toast({
        title: props.plan ? text.updatePlanError : text.createPlanError,
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
