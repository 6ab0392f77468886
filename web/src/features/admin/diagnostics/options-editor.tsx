import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { MAX_OPTIONS } from '@contracts/admin-questions';
import { adminQuestionScreensMessages } from '@contracts/messages/admin-questions';
import { ActionButton } from './action-button';
import { newRowKey, type OptionRow, type QuestionErrors } from './question-form';

const text = adminQuestionScreensMessages;

/** Moves the item at `from` to `to` (a copy). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The options of a choice question, in order: each row's text and numeric value, moved up or down,
 * removed; 'Adicionar opção' adds an empty row (at most 40).
 */
export function OptionsEditor({
  options,
  errors,
  onChange,
}: {
  options: readonly OptionRow[];
  errors: QuestionErrors;
  onChange: (options: OptionRow[]) => void;
}) {
  const headingId = useId();
  const set = (index: number, change: Partial<OptionRow>) =>
    onChange(options.map((option, at) => (at === index ? { ...option, ...change } : option)));
  const listError = errors.options;

  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {text.options}
      </Typography>
      {options.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {text.noOptionsYet}
        </Typography>
      )}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {options.map((option, index) => {
          const position = index + 1;
          return (
            <Stack
              component="li"
              key={option.key}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <TextField
                label={text.optionText(position)}
                value={option.text}
                onChange={(event) => set(index, { text: event.target.value })}
                error={Boolean(errors[`options.${index}.text`])}
                helperText={errors[`options.${index}.text`]}
                size="small"
                required
                sx={{ flex: '1 1 200px' }}
              />
              <TextField
                label={text.optionValueLabel(position)}
                value={option.value}
                onChange={(event) => set(index, { value: event.target.value })}
                error={Boolean(errors[`options.${index}.value`])}
                helperText={errors[`options.${index}.value`]}
                size="small"
                required
                type="number"
                sx={{ flex: '0 0 140px' }}
              />
              <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
                <ActionButton
                  label={text.moveOptionUp(position)}
                  icon={<ArrowUpwardOutlined fontSize="small" />}
                  disabled={index === 0}
                  onClick={() => onChange(moved(options, index, index - 1))}
                />
                <ActionButton
                  label={text.moveOptionDown(position)}
                  icon={<ArrowDownwardOutlined fontSize="small" />}
                  disabled={index === options.length - 1}
                  onClick={() => onChange(moved(options, index, index + 1))}
                />
                <ActionButton
                  label={text.removeOption(position)}
                  icon={<DeleteOutlined fontSize="small" />}
                  onClick={() => onChange(options.filter((_, at) => at !== index))}
                />
              </Box>
            </Stack>
          );
        })}
      </Stack>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Button
        startIcon={<AddOutlined aria-hidden />}
        onClick={() => onChange([...options, { key: newRowKey(), text: '', value: '' }])}
        disabled={options.length >= MAX_OPTIONS}
        sx={{ mt: 1 }}
      >
        {text.addOption}
      </Button>
    </Box>
  );
}
