import { Box, MenuItem, Stack, TextField, Typography, type TextFieldProps } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { RECOMMENDATION_CHANNELS, type AdminRecommendation } from '@contracts/admin-recommendations';
import { businessType } from '@contracts/investor';
import { adminMessages } from '@contracts/messages/admin';
import { useSaveRecommendation } from '../api/recommendations';
import type { DialogControl } from '../shared/dialog-control';
import { FormDialog } from '../shared/form-dialog';
import { useSaveAndClose } from '../shared/use-save-and-close';
import {
  channelsTotal,
  initialValues,
  totalIsValid,
  validateRecommendation,
  type RecommendationErrors,
  type RecommendationField,
} from './recommendation-form';

const text = adminMessages.recommendations;
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Spec 9: the recommendations dialog is 600 px wide. */
const DIALOG_WIDTH = 600;

/**
 * 'Nova Recomendação' / 'Editar Recomendação' (spec 3 sections 5 and 9): the contract's zod schema checks
 * the form before it is sent and the server's field messages (a duplicate band on the minimum) show on
 * their fields; the six channels' total is shown as they are typed.
 */
export function RecommendationDialog({
  band,
  profiles,
  profileId,
  control,
}: {
  band?: AdminRecommendation;
  profiles: readonly { id: string; name: string }[];
  /** The filter's profile, the new band's starting profile. */
  profileId: string;
  control: DialogControl;
}) {
  const saveAndClose = useSaveAndClose(control);
  const save = useSaveRecommendation(band?.id);
  const [values, setValues] = useState(() => initialValues(band, profileId));
  const [errors, setErrors] = useState<RecommendationErrors>({});
  const total = channelsTotal(values);

  const field = (name: RecommendationField): TextFieldProps => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    onChange: (event) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const numberField = (name: RecommendationField, step: number, max?: number): TextFieldProps => ({
    ...field(name),
    type: 'number',
    required: name !== 'revenueMax',
    slotProps: { htmlInput: { step, min: 0, max, inputMode: 'decimal' } },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateRecommendation(values);
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    await saveAndClose(
      () => save.mutateAsync(result.data),
      band
        ? { success: text.updated, failure: text.updateError }
        : { success: text.created, failure: text.createError },
      setErrors,
    );
  };

  return (
    <FormDialog
      control={control}
      title={band ? text.editTitle : text.createTitle}
      busy={save.isPending}
      width={DIALOG_WIDTH}
      onSubmit={submit}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField select label={text.columns.profile} required autoFocus {...field('profileId')}>
          {profiles.map((profile) => (
            <MenuItem key={profile.id} value={profile.id}>
              {profile.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={text.businessTypeLabel} required {...field('businessType')}>
          {businessType.options.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={text.columns.revenueMin}
          {...numberField('revenueMin', 1)}
          helperText={errors.revenueMin ?? text.revenueHint}
        />
        <TextField
          label={text.columns.revenueMax}
          {...numberField('revenueMax', 1)}
          helperText={errors.revenueMax ?? text.revenueMaxHint}
        />
      </Stack>
      <TextField label={text.columns.marketing} {...numberField('marketingPercentage', 0.1, 100)} />
      <Typography component="h3" sx={{ fontWeight: 600, pt: 1 }}>
        {text.channelsTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {RECOMMENDATION_CHANNELS.map((channel) => (
          <TextField
            key={channel}
            label={`${text.channels[channel]} (%)`}
            {...numberField(channel, 0.1, 100)}
          />
        ))}
      </Box>
      <Typography
        aria-live="polite"
        sx={{ fontWeight: 700, color: totalIsValid(total) ? 'success.dark' : 'error.main' }}
      >
        {text.total(oneDecimal.format(total))}
      </Typography>
    </FormDialog>
  );
}
