import { Box, Rating, Slider, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { labelId, type QuestionInputProps } from './types';

/** slider: 0-100. */
export function SliderQuestion({ question, answer, onChange, disabled }: QuestionInputProps) {
  const value = answer?.value ?? null;
  return (
    <Box sx={{ px: 1 }}>
      <Slider
        value={value ?? 0}
        min={0}
        max={100}
        step={1}
        valueLabelDisplay="auto"
        disabled={disabled}
        slotProps={{ input: { 'aria-labelledby': labelId(question) } }}
        onChange={(_, next) => onChange({ optionId: null, value: next as number, metadata: {} })}
      />
      <Typography color="text.secondary" aria-live="polite">
        {value === null ? '—' : `${value}%`}
      </Typography>
    </Box>
  );
}

/** scale_1_to_5 and scale_1_to_10: a number; an option with that value is linked when one exists. */
export function ScaleQuestion({ question, answer, onChange, disabled }: QuestionInputProps) {
  const max = question.questionType === 'scale_1_to_10' ? 10 : 5;
  const values = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <ToggleButtonGroup
      exclusive
      aria-labelledby={labelId(question)}
      value={answer?.value ?? null}
      disabled={disabled}
      sx={{ flexWrap: 'wrap' }}
      onChange={(_, next: number | null) => {
        if (next === null) return;
        const option = question.options.find((candidate) => candidate.value === next);
        onChange({ optionId: option?.id ?? null, value: next, metadata: {} });
      }}
    >
      {values.map((value) => (
        <ToggleButton key={value} value={value} sx={{ minWidth: 44 }} aria-label={String(value)}>
          {value}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** rating_stars: 1-5, mapped to the option with that value. */
export function RatingStarsQuestion({ question, answer, onChange, disabled }: QuestionInputProps) {
  return (
    <Rating
      name={question.id}
      value={answer?.value ?? null}
      max={5}
      size="large"
      disabled={disabled}
      aria-labelledby={labelId(question)}
      getLabelText={diagnosticsMessages.stars}
      onChange={(_, next) => {
        if (next === null) return;
        const option = question.options.find((candidate) => candidate.value === next);
        onChange({ optionId: option?.id ?? null, value: next, metadata: {} });
      }}
    />
  );
}
