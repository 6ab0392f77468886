import { Box, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { DIAGNOSTIC_ICONS } from '@contracts/admin-diagnostics';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { DiagnosticIcon } from '../../../components/diagnostic-icon';

const text = adminDiagnosticsMessages;

const iconName = (icon: string) => text.iconNames[icon as keyof typeof text.iconNames] ?? icon;

function IconLabel({ icon }: { icon: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, verticalAlign: 'top' }}
    >
      <DiagnosticIcon name={icon} aria-hidden fontSize="small" color="primary" />
      {iconName(icon)}
    </Box>
  );
}

/** The icon picker: the contract's icons, each drawn as the users' cards draw it, with its name. */
export function IconPicker(props: TextFieldProps) {
  return (
    <TextField
      select
      label={text.fields.icon}
      required
      fullWidth
      {...props}
      sx={{ '& .MuiSelect-select': { display: 'flex', alignItems: 'center' } }}
      slotProps={{ select: { renderValue: (value) => <IconLabel icon={String(value)} /> } }}
    >
      {DIAGNOSTIC_ICONS.map((icon) => (
        <MenuItem key={icon} value={icon}>
          <IconLabel icon={icon} />
        </MenuItem>
      ))}
    </TextField>
  );
}
