import { Button, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import type { MeResponse } from '@contracts/me';
import { updateMeRequest } from '@contracts/me';
import { authMessages } from '@contracts/messages/auth';
import { profileMessages } from '@contracts/messages/profile';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { useUpdateProfile } from './api/update-profile';

const text = profileMessages;

export function PersonalInfoForm({ me }: { me: MeResponse }) {
  const form = useZodForm(updateMeRequest, { firstName: me.firstName, lastName: me.lastName });
  const update = useUpdateProfile();
  const toast = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const data = await form.validate();
    if (!data) return;
    update.mutate(data, {
      onSuccess: () => toast({ title: text.updatedTitle, description: text.updated, variant: 'success' }),
      onError: () => {
        form.reset({ firstName: me.firstName, lastName: me.lastName });
        toast({ title: text.updateErrorTitle, description: text.updateError, variant: 'destructive' });
      },
    });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={onSubmit}
      aria-label={text.tabPersonal}
      sx={{ maxWidth: 520 }}
    >
      <TextField
        {...form.field('firstName')}
        label={authMessages.firstName}
        autoComplete="given-name"
        required
      />
      <TextField
        {...form.field('lastName')}
        label={authMessages.lastName}
        autoComplete="family-name"
        required
      />
      <TextField
        label={authMessages.email}
        value={me.email}
        helperText={text.emailNote}
        slotProps={{ input: { readOnly: true } }}
        disabled
      />
      <Button type="submit" variant="contained" disabled={update.isPending} sx={{ alignSelf: 'flex-start' }}>
        {update.isPending ? text.saving : text.save}
      </Button>
    </Stack>
  );
}
