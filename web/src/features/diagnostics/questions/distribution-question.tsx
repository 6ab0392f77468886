import { Alert, Box, Slider, TextField, Typography } from '@mui/material';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { labelId, type QuestionInputProps } from './types';

const text = diagnosticsMessages;

/** distribution: one 0-100 slider per category; valid only when the total is exactly 100. */
export function DistributionQuestion({ question, answer, onChange, disabled }: QuestionInputProps) {
  const categories = question.metadata.categories ?? [];
  if (categories.length === 0) return <Alert severity="warning">{text.noOptions}</Alert>;
  const current = new Map(
    (answer?.metadata.distribution ?? []).map((item) => [item.category, item.percentage]),
  );
  const total = categories.reduce((sum, category) => sum + (current.get(category) ?? 0), 0);
  const set = (category: string, percentage: number) => {
    const clamped = Math.max(0, Math.min(100, Math.round(percentage)));
    const distribution = categories.map((name) => ({
      category: name,
      percentage: name === category ? clamped : (current.get(name) ?? 0),
    }));
    onChange({ optionId: null, value: null, metadata: { distribution } });
  };
  return (
    <Box role="group" aria-labelledby={labelId(question)}>
      {categories.map((category) => {
        const value = current.get(category) ?? 0;
        return (
          <Box
            key={category}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr 90px' },
              gap: 2,
              alignItems: 'center',
              mb: 1,
            }}
          >
            <Typography>{category}</Typography>
            <Slider
              value={value}
              min={0}
              max={100}
              step={1}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': category } }}
              onChange={(_, next) => set(category, next as number)}
            />
            <TextField
              size="small"
              type="number"
              value={value}
              disabled={disabled}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1, 'aria-label': `${category} (%)` } }}
              onChange={(event) => set(category, Number(event.target.value) || 0)}
            />
          </Box>
        );
      })}
      <Typography
        sx={{ fontWeight: 600 }}
        color={total === 100 ? 'success.main' : 'error.main'}
        aria-live="polite"
      >
        {text.distributionTotal(total)} — {total === 100 ? text.distributionValid : text.mustTotal100}
      </Typography>
    </Box>
  );
}
