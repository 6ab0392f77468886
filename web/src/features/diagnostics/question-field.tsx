import { Alert, Box, List, ListItem, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import type { QuestionType } from '@contracts/diagnostics';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { MultipleChoiceQuestion, SingleChoiceQuestion } from './questions/choice-questions';
import { DistributionQuestion } from './questions/distribution-question';
import { RatingStarsQuestion, ScaleQuestion, SliderQuestion } from './questions/scale-questions';
import { NumericQuestion, TextResponseQuestion } from './questions/text-questions';
import { labelId, type QuestionInputProps } from './questions/types';

const inputs: Record<QuestionType, ComponentType<QuestionInputProps>> = {
  open_text: TextResponseQuestion,
  date_input: TextResponseQuestion,
  time_input: TextResponseQuestion,
  numeric_input: NumericQuestion,
  slider: SliderQuestion,
  single_choice: SingleChoiceQuestion,
  yes_no: SingleChoiceQuestion,
  multiple_choice: MultipleChoiceQuestion,
  scale_1_to_5: ScaleQuestion,
  scale_1_to_10: ScaleQuestion,
  rating_stars: RatingStarsQuestion,
  distribution: DistributionQuestion,
};

/** One question: its text, the information that helps answer it, and the input of its type. */
export function QuestionField(props: QuestionInputProps & { number: number; problem: string | null }) {
  const { question, number, problem, ...inputProps } = props;
  const Input = inputs[question.questionType as QuestionType];
  const information = question.metadata.information ?? question.metadata.info;
  return (
    <Box component="section" sx={{ py: 2 }} data-question-type={question.questionType}>
      <Typography id={labelId(question)} component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', mb: 1 }}>
        {number}. {question.text}
      </Typography>
      {information && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {information}
        </Typography>
      )}
      {question.metadata.bullet_points && question.metadata.bullet_points.length > 0 && (
        <List dense sx={{ listStyle: 'disc', pl: 3, mb: 1 }}>
          {question.metadata.bullet_points.map((point) => (
            <ListItem key={point} sx={{ display: 'list-item', py: 0 }}>
              {point}
            </ListItem>
          ))}
        </List>
      )}
      {Input ? (
        <Input question={question} {...inputProps} />
      ) : (
        <Alert severity="error">{diagnosticsMessages.unknownType}</Alert>
      )}
      {problem && Input && question.questionType !== 'distribution' && (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
