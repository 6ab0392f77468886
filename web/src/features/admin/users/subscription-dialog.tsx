import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import type { SubscriptionAction } from '@contracts/admin-subscriptions';
import type { AdminUserRow, AdminUserSubscription } from '@contracts/admin-users';
import { adminMessages } from '@contracts/messages/admin';
import { ApiError, fieldMessages } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { usePlans } from '../api/list-plans';
import { useManageSubscription } from '../api/manage-subscription';
import type { DialogControl } from '../shared/dialog-control';
import { serverMessage } from '../shared/server-message';
import { SubscriptionDetails } from './subscription-details';
import {
  availableActions,
  earliestExpiry,
  initialSubscriptionForm,
  subscriptionFormErrors,
  subscriptionRequest,
  usesExpiry,
  usesPlan,
  type SubscriptionFormErrors,
  type SubscriptionFormValues,
  type SubscriptionMode,
} from './subscription-form';
import { fullName } from './user-actions-menu';

const text = adminMessages.subscription;

const actionLabel: Record<SubscriptionAction, string> = {
  create: text.create,
  update: text.update,
  update_expiry: text.updateExpiry,
  cancel: text.cancelSubscription,
  verify: text.verify,
};

/** When the server gives no reason of its own (spec 8 "Admin subscriptions"). */
const unknownError: Record<SubscriptionAction, string> = {
  create: text.createError,
  update: text.updateError,
  update_expiry: text.updateError,
  cancel: text.cancelError,
  verify: text.updateError,
};

const formFields = new Set<string>(['mode', 'planName', 'planId', 'expiryDate']);

/** The server's per-field messages (a VALIDATION_ERROR's details) for this form's fields. */
function fieldErrors(error: unknown): SubscriptionFormErrors {
  return Object.fromEntries(
    Object.entries(fieldMessages(error) ?? {}).filter(([field]) => formFields.has(field)),
  );
}

/**
 * 'Gerenciar Assinatura' (spec 4 "Admin subscription actions", 5, 9): the current subscription, then
 * the actions it allows: create (only when none gives access), update plan and date, update the expiry,
 * cancel, verify. Administrative mode names a plan ('Plano Básico' by default), paid mode copies a
 * catalogue plan; the expiry starts 30 days ahead and cannot be in the past. A change closes the dialog;
 * verifying shows its answer here.
 */
export function SubscriptionDialog({ user, control }: { user: AdminUserRow; control: DialogControl }) {
  const titleId = useId();
  const toast = useToast();
  const manage = useManageSubscription(user.id);
  const [now] = useState(() => new Date());
  const [current, setCurrent] = useState<AdminUserSubscription | null>(user.subscription);
  const [values, setValues] = useState<SubscriptionFormValues>(() => initialSubscriptionForm(now));
  const [errors, setErrors] = useState<SubscriptionFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [verified, setVerified] = useState<boolean | null>(null);
  const [running, setRunning] = useState<SubscriptionAction | null>(null);
  // On a phone the details, the form and up to five buttons need the whole screen.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  const actions = availableActions(current, now);
  const showsPlan = actions.some(usesPlan);
  const plans = usePlans(showsPlan && values.mode === 'paid');

  const set = <Key extends keyof SubscriptionFormValues>(name: Key, value: SubscriptionFormValues[Key]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };

  const run = async (action: SubscriptionAction) => {
    const found = subscriptionFormErrors(action, values, new Date());
    setErrors(found);
    setFailure(null);
    setVerified(null);
    if (Object.keys(found).length > 0) return;
    setRunning(action);
    try {
      const answer = await manage.mutateAsync(subscriptionRequest(action, values));
      setCurrent(answer.subscription);
      if (action === 'verify') {
        setVerified(answer.valid);
        return;
      }
      toast({ title: adminMessages.toasts.subscriptionUpdated, variant: 'success' });
      control.onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(error instanceof ApiError ? serverMessage(error) : unknownError[action]);
    } finally {
      setRunning(null);
    }
  };

  const planHelper = plans.isError
    ? text.plansLoadError
    : plans.data?.length === 0
      ? text.noPlans
      : (errors.planId ?? ' ');

  return (
    <Dialog
      open={control.open}
      onClose={control.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      slotProps={{ transition: { onExited: control.onExited } }}
    >
      <DialogTitle id={titleId}>
        {text.title}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {[fullName(user), user.email].filter(Boolean).join(' · ')}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <SubscriptionDetails subscription={current} />
          {verified !== null && (
            <Alert severity={verified ? 'success' : 'warning'}>
              {verified ? text.verifiedValid : text.verifiedInvalid}
            </Alert>
          )}
          {actions.some(usesExpiry) && <Divider />}
          {showsPlan && (
            <FormControl>
              <FormLabel id={`${titleId}-mode`}>{text.modeLabel}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${titleId}-mode`}
                value={values.mode}
                onChange={(event) => set('mode', event.target.value as SubscriptionMode)}
              >
                <FormControlLabel value="administrative" control={<Radio />} label={text.administrative} />
                <FormControlLabel value="paid" control={<Radio />} label={text.paid} />
              </RadioGroup>
            </FormControl>
          )}
          {showsPlan && values.mode === 'administrative' && (
            <TextField
              label={text.planName}
              value={values.planName}
              onChange={(event) => set('planName', event.target.value)}
              error={Boolean(errors.planName)}
              helperText={errors.planName ?? ' '}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
          )}
          {showsPlan && values.mode === 'paid' && (
            <TextField
              select
              label={text.planSelect}
              value={values.planId}
              onChange={(event) => set('planId', event.target.value)}
              error={Boolean(errors.planId) || plans.isError}
              helperText={planHelper}
              disabled={!plans.data?.length}
              required
              fullWidth
            >
              {(plans.data ?? []).map((plan) => (
                <MenuItem key={plan.id} value={plan.id}>
                  {`${plan.name} · ${formatMoney(plan.price, plan.currency)}`}
                </MenuItem>
              ))}
            </TextField>
          )}
          {actions.some(usesExpiry) && (
            <TextField
              type="date"
              label={text.expiry}
              value={values.expiryDate}
              onChange={(event) => set('expiryDate', event.target.value)}
              error={Boolean(errors.expiryDate)}
              helperText={errors.expiryDate ?? ' '}
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestExpiry(now) } }}
            />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions
        sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button onClick={control.onClose}>{text.close}</Button>
        <Box sx={{ flex: 1 }} />
        {actions.map((action) => (
          <Button
            key={action}
            onClick={() => void run(action)}
            disabled={running !== null}
            variant={action === 'create' || action === 'update' ? 'contained' : 'outlined'}
            color={action === 'cancel' ? 'error' : 'primary'}
          >
            {running === action ? text.working : actionLabel[action]}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
