import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

export interface OutlinedTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'required'> {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
}

/**
 * A text field for the account forms (/auth, the trial sign-up): what MUI's TextField renders for an
 * outlined input, put together from the same parts (MUI documents them for custom fields). TextField
 * also imports the select machinery (Select, Menu, Popover, Modal) whether or not it is used: ~16 KB gz
 * the login page does not need.
 */
export function OutlinedTextField({
  id: idOverride,
  label,
  helperText,
  error = false,
  required = false,
  fullWidth = false,
  ...input
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} fullWidth={fullWidth} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
