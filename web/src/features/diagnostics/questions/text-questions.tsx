import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { emptyAnswer, labelId, type QuestionInputProps } from './types';

const text = diagnosticsMessages;

/** open_text, date_input and time_input: the answer is metadata.text_response. */
export function TextResponseQuestion({ question, answer, onChange, disabled }: QuestionInputProps) {
  const kind =
    question.questionType === 'date_input'
      ? 'date'
      : question.questionType === 'time_input'
        ? 'time'
        : 'text';
  return (
    <TextField
      fullWidth
      type={kind}
      multiline={kind === 'text'}
      minRows={kind === 'text' ? 3 : undefined}
      placeholder={kind === 'text' ? (question.metadata.placeholder ?? text.typeAnswer) : undefined}
      value={answer?.metadata.text_response ?? ''}
      disabled={disabled}
      slotProps={{ htmlInput: { 'aria-labelledby': labelId(question), maxLength: 5000 } }}
      onChange={(event) => onChange({ ...emptyAnswer(), metadata: { text_response: event.target.value } })}
    />
  );
}

/** Brazilian number typing: '15.000' and '15000' are fifteen thousand; a comma is the decimal mark. */
export function parseBrazilianNumber(raw: string): number | null {
  const cleaned = raw
    .replace(/[R$\s]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** numeric_input: a number, or null when what was typed is not a number (spec). */
export function NumericQuestion({ question, answer, onChange, disabled }: QuestionInputProps) {
  const [raw, setRaw] = useState(
    answer?.value === null || answer?.value === undefined ? '' : String(answer.value),
  );
  useEffect(() => {
    if (answer?.value !== null && answer?.value !== undefined && parseBrazilianNumber(raw) !== answer.value) {
      setRaw(String(answer.value));
    }
    // Only an answer that changed from outside (a reload) rewrites what the user is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer?.value]);
  const role = question.metadata.role;
  return (
    <TextField
      fullWidth
      inputMode="decimal"
      placeholder={question.metadata.placeholder ?? text.numberPlaceholder}
      value={raw}
      disabled={disabled}
      slotProps={{
        htmlInput: { 'aria-labelledby': labelId(question), inputMode: 'decimal' },
        ...(question.metadata.unit === 'BRL'
          ? { input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> } }
          : {}),
      }}
      onChange={(event) => {
        setRaw(event.target.value);
        const value = parseBrazilianNumber(event.target.value);
        const metadata =
          role === 'revenue' && value !== null
            ? { revenue: value }
            : role === 'marketingBudget' && value !== null
              ? { marketingBudget: value }
              : {};
        onChange({ optionId: null, value, metadata });
      }}
    />
  );
}
