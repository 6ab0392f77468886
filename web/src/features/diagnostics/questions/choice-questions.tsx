import { Alert, Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup } from '@mui/material';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { labelId, type QuestionInputProps } from './types';

/** single_choice and yes_no: one option; its value is kept too. */
export function SingleChoiceQuestion({ question, answer, onChange, disabled }: QuestionInputProps) {
  if (question.options.length === 0) return <Alert severity="warning">{diagnosticsMessages.noOptions}</Alert>;
  return (
    <RadioGroup
      aria-labelledby={labelId(question)}
      row={question.questionType === 'yes_no'}
      value={answer?.optionId ?? ''}
      onChange={(_, optionId) => {
        const option = question.options.find((candidate) => candidate.id === optionId);
        if (option) onChange({ optionId: option.id, value: option.value, metadata: {} });
      }}
    >
      {question.options.map((option) => (
        <FormControlLabel
          key={option.id}
          value={option.id}
          control={<Radio />}
          label={option.text}
          disabled={disabled}
        />
      ))}
    </RadioGroup>
  );
}

/** multiple_choice: every selected option in metadata, the first in optionId. */
export function MultipleChoiceQuestion({ question, answer, onChange, disabled }: QuestionInputProps) {
  if (question.options.length === 0) return <Alert severity="warning">{diagnosticsMessages.noOptions}</Alert>;
  const selected = answer?.metadata.selected_option_ids ?? [];
  const toggle = (optionId: string) => {
    const next = selected.includes(optionId)
      ? selected.filter((id) => id !== optionId)
      : [...selected, optionId];
    const ordered = question.options.filter((option) => next.includes(option.id)).map((option) => option.id);
    onChange({ optionId: ordered[0] ?? null, value: null, metadata: { selected_option_ids: ordered } });
  };
  return (
    <FormGroup aria-labelledby={labelId(question)} role="group">
      {question.options.map((option) => (
        <FormControlLabel
          key={option.id}
          control={<Checkbox checked={selected.includes(option.id)} onChange={() => toggle(option.id)} />}
          label={option.text}
          disabled={disabled}
        />
      ))}
    </FormGroup>
  );
}
