import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { AdminQuestion } from '@contracts/admin-questions';
import { questionTypes } from '@contracts/diagnostics';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';
import { useSaveQuestion } from '../api/questions';
import type { DialogControl } from '../shared/dialog-control';
import { CONTENT_DIALOG_WIDTH, FormDialog } from '../shared/form-dialog';
import { useSaveAndClose } from '../shared/use-save-and-close';
import { OptionsEditor } from './options-editor';
import {
  formErrors,
  isChoiceType,
  newRowKey,
  questionValues,
  suggestedOptions,
  validateQuestion,
  type OptionRow,
  type QuestionErrors,
  type QuestionValues,
} from './question-form';

const text = adminQuestionScreensMessages;
const messages = adminQuestionsMessages;

type TextFieldName = Exclude<keyof QuestionValues, 'options' | 'scoring'>;

/**
 * 'Nova pergunta' / 'Editar pergunta': the text, the type, the section and its texts, the metadata the
 * questionnaire shows, the options (choice types) and the weight. The contract's zod schema checks the
 * form before it is sent; the server's field messages show on their fields.
 */
export function QuestionDialog({
  diagnosticId,
  question,
  section,
  control,
}: {
  diagnosticId: string;
  question?: AdminQuestion;
  /** A new question's section: the last question's. */
  section?: string;
  control: DialogControl;
}) {
  const saveAndClose = useSaveAndClose(control);
  const editing = question !== undefined;
  const save = useSaveQuestion(diagnosticId, question?.id);
  const [values, setValues] = useState(() => questionValues(question, section));
  const [errors, setErrors] = useState<QuestionErrors>({});

  const update = (change: Partial<QuestionValues>, cleared: string[]) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((name) => [name, undefined])) }));
  };
  const field = (name: TextFieldName): TextFieldProps => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    onChange: (event) => update({ [name]: event.target.value }, [name]),
  });
  const multiline = (name: TextFieldName, hint?: string): TextFieldProps => ({
    ...field(name),
    multiline: true,
    minRows: 2,
    helperText: errors[name] ?? hint,
  });

  const changeType = (questionType: string) => {
    const options: OptionRow[] =
      isChoiceType(questionType) && values.options.length === 0
        ? suggestedOptions(questionType).map((option) => ({ ...option, key: newRowKey() }))
        : values.options;
    update({ questionType, options }, ['questionType', 'categories', 'options']);
  };
  const changeOptions = (options: OptionRow[]) =>
    update(
      { options },
      Object.keys(errors).filter((name) => name.startsWith('options')),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateQuestion(values);
    if (!result.data) {
      setErrors(result.errors);
      return;
    }
    await saveAndClose(
      () => save.mutateAsync(result.data),
      editing
        ? { success: messages.updated, failure: messages.updateError }
        : { success: messages.created, failure: messages.createError },
      (server) => setErrors(formErrors(server)),
    );
  };

  return (
    <FormDialog
      width={CONTENT_DIALOG_WIDTH}
      control={control}
      title={editing ? text.editQuestionTitle : text.createQuestionTitle}
      busy={save.isPending}
      onSubmit={submit}
    >
      <TextField label={text.fields.text} required autoFocus multiline minRows={2} {...field('text')} />
      <TextField
        select
        label={text.fields.type}
        required
        {...field('questionType')}
        onChange={(event) => changeType(event.target.value)}
      >
        {questionTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {messages.questionTypes[type]}
          </MenuItem>
        ))}
      </TextField>
      {isChoiceType(values.questionType) && (
        <OptionsEditor options={values.options} errors={errors} onChange={changeOptions} />
      )}
      {values.questionType === 'distribution' && (
        <TextField
          label={text.fields.categories}
          required
          {...multiline('categories', text.hints.categories)}
        />
      )}
      <TextField
        label={text.fields.section}
        required
        {...field('section')}
        helperText={errors.section ?? text.hints.section}
      />
      <TextField label={text.fields.sectionTitle} {...field('sectionTitle')} />
      <TextField label={text.fields.sectionDescription} {...multiline('sectionDescription')} />
      <TextField label={text.fields.information} {...multiline('information')} />
      <TextField label={text.fields.info} {...multiline('info')} />
      <TextField label={text.fields.bulletPoints} {...multiline('bulletPoints', text.hints.lines)} />
      <TextField label={text.fields.placeholder} {...field('placeholder')} />
      <TextField
        label={text.fields.weight}
        type="number"
        {...field('weight')}
        helperText={errors.weight ?? text.hints.weight}
        slotProps={{ htmlInput: { step: 0.1, min: 0, max: 100 } }}
      />
    </FormDialog>
  );
}
