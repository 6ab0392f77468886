import { Stack, TextField } from '@mui/material';
import { messages } from '@contracts/messages';

type Field = (name: 'firstName' | 'lastName' | 'email' | 'password') => {
  name: string;
  value: string;
  error: boolean;
  helperText: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

/** First name, last name, e-mail and password (hint 'Mínimo de 6 caracteres'): Registrar and the trial. */
export function SignUpFields({ field, namesInRow = false }: { field: Field; namesInRow?: boolean }) {
  return (
    <>
      <Stack direction={namesInRow ? { xs: 'column', sm: 'row' } : 'column'} spacing={2}>
        <TextField
          {...field('firstName')}
          label={messages.auth.firstName}
          autoComplete="given-name"
          required
          fullWidth
        />
        <TextField
          {...field('lastName')}
          label={messages.auth.lastName}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <TextField {...field('email')} type="email" label={messages.auth.email} autoComplete="email" required />
      <TextField
        {...field('password')}
        helperText={field('password').helperText ?? messages.auth.passwordHint}
        type="password"
        label={messages.auth.password}
        autoComplete="new-password"
        required
      />
    </>
  );
}
