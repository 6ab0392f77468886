import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { Box, Button, Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { AdminDiagnostic } from '@contracts/admin-diagnostics';
import type { AdminQuestion } from '@contracts/admin-questions';
import { adminDiagnosticsMessages } from '@contracts/messages/admin-diagnostics';
import { adminQuestionScreensMessages } from '@contracts/messages/admin-questions';
import { formatDate } from '../../../lib/format';
import { isChoiceType, questionTypeLabel, weightText } from './question-form';
import { QuestionnaireScreen, questionsPath } from './questionnaire-screen';

const text = adminQuestionScreensMessages;

/** The diagnostic's own fields, as a definition list. */
function DiagnosticFields({ diagnostic }: { diagnostic: AdminDiagnostic }) {
  const iconNames: Record<string, string> = adminDiagnosticsMessages.iconNames;
  const rows: [string, string][] = [
    [text.details.description, diagnostic.description],
    [text.details.slug, diagnostic.slug],
    [text.details.icon, iconNames[diagnostic.icon] ?? diagnostic.icon],
    [text.details.status, diagnostic.isPublished ? text.details.published : text.details.unpublished],
    [text.details.questionCount, String(diagnostic.questionCount)],
    [text.details.createdAt, formatDate(diagnostic.createdAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One question, read-only: its position and text, type, section, weight and options (text, value). */
function QuestionSummary({ question, position }: { question: AdminQuestion; position: number }) {
  return (
    <ListItem component="li" divider sx={{ display: 'block', px: 0, py: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {`${position}. ${question.text}`}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        <Chip size="small" label={questionTypeLabel(question.questionType)} />
        <Chip size="small" variant="outlined" label={text.section(question.metadata.section)} />
        <Chip size="small" variant="outlined" label={text.weight(weightText(question.weight))} />
      </Stack>
      {question.options.length > 0 ? (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {question.options.map((option) => (
            <Typography component="li" key={option.id} variant="body2">
              {option.text}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {`(${text.optionValue(String(option.value))})`}
              </Typography>
            </Typography>
          ))}
        </Box>
      ) : (
        isChoiceType(question.questionType) && (
          <Typography variant="body2" color="text.secondary">
            {text.noOptions}
          </Typography>
        )
      )}
    </ListItem>
  );
}

/**
 * /admin/diagnostics/{id} (spec 3 section 2.5): the diagnostic read-only, its fields, publication and
 * question count, and its questions in order with their type, section, options and weight.
 */
export function AdminDiagnosticDetailsPage() {
  return (
    <QuestionnaireScreen
      screenTitle={text.detailsTitle}
      loadError={{ title: adminDiagnosticsMessages.loadOneError }}
      actions={({ diagnostic }) => (
        <Button
          component={RouterLink}
          to={questionsPath(diagnostic.id)}
          variant="contained"
          startIcon={<ListAltOutlined aria-hidden />}
        >
          {text.editQuestions}
        </Button>
      )}
    >
      {({ diagnostic, questions }) => (
        <>
          <Card variant="outlined">
            <CardContent>
              <DiagnosticFields diagnostic={diagnostic} />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {`${text.details.questionCount} (${questions.length})`}
              </Typography>
              {questions.length === 0 ? (
                <Typography color="text.secondary">{text.noQuestions}</Typography>
              ) : (
                <List component="ol" disablePadding>
                  {questions.map((question, index) => (
                    <QuestionSummary key={question.id} question={question} position={index + 1} />
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </QuestionnaireScreen>
  );
}
