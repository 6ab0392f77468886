import { Stack } from '@mui/material';
import { authMessages } from '@contracts/messages/auth';
import { OutlinedTextField } from './outlined-text-field';

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
        <OutlinedTextField
          {...field('firstName')}
          label={authMessages.firstName}
          autoComplete="given-name"
          required
          fullWidth
        />
        <OutlinedTextField
          {...field('lastName')}
          label={authMessages.lastName}
          autoComplete="family-name"
          required
          fullWidth
        />
      </Stack>
      <OutlinedTextField
        {...field('email')}
        type="email"
        label={authMessages.email}
        autoComplete="email"
        required
      />
      <OutlinedTextField
        {...field('password')}
        helperText={field('password').helperText ?? authMessages.passwordHint}
        type="password"
        label={authMessages.password}
        autoComplete="new-password"
        required
      />
    </>
  );
}
