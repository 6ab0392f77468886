import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { InputAdornment, TextField } from '@mui/material';

/** A list's search box (a searchbox named `label`) that takes the toolbar's free width. */
export function SearchField({
  label,
  placeholder,
  value,
  maxLength,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  maxLength?: number;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex: 1, minWidth: { md: 280 } }}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
