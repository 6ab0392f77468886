import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useId } from 'react';
import { legalMessages } from '@contracts/messages/legal';
import { LegalLink } from './legal-link';

/**
 * 'Li e aceito os Termos de Uso e a Política de Privacidade', unchecked until the person ticks it; both
 * documents open in a new tab. Registrar and the trial sign-up (decision 0046).
 */
export function ConsentCheckbox(props: {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  const errorId = useId();
  return (
    <FormControl error={Boolean(props.error)}>
      <FormControlLabel
        control={
          <Checkbox
            name={props.name}
            checked={props.checked}
            onChange={(event) => props.onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-invalid': Boolean(props.error),
                ...(props.error ? { 'aria-describedby': errorId } : {}),
              },
            }}
          />
        }
        label={
          <>
            {legalMessages.acceptBefore}
            <LegalLink document="terms" newTab />
            {legalMessages.acceptBetween}
            <LegalLink document="privacy" newTab />
          </>
        }
      />
      {props.error && <FormHelperText id={errorId}>{props.error}</FormHelperText>}
    </FormControl>
  );
}
