import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminQuestion } from '@contracts/admin-questions';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';
import { ActionButton } from './action-button';
import { deletionProgress, questionTypeLabel, weightText } from './question-form';

const text = adminQuestionScreensMessages;

export type Direction = 'up' | 'down';

/** A question being deleted: the answers deleted so far, or the failure and 'Excluir novamente'. */
function DeletionState({ question, onRetry }: { question: AdminQuestion; onRetry: () => void }) {
  const { deletion } = question;
  if (!deletion) return null;
  const progress = deletionProgress(deletion);
  if (deletion.status === 'failed') {
    return (
      <Alert severity="error" sx={{ mt: 1, '& .MuiAlert-message': { minWidth: 0 } }}>
        <AlertTitle>{text.deletionFailedTitle}</AlertTitle>
        <Typography variant="body2">{deletion.error ?? adminQuestionsMessages.deletionFailed}</Typography>
        <Typography variant="body2">{progress.text}</Typography>
        <Button color="inherit" variant="outlined" size="small" onClick={onRetry} sx={{ mt: 1 }}>
          {text.retryDeletion}
        </Button>
      </Alert>
    );
  }
  return (
    <Box sx={{ mt: 1 }} role="status">
      <Typography variant="body2" color="text.secondary">
        {text.deletionRunning}
      </Typography>
      <LinearProgress
        variant={deletion.totalAnswers > 0 ? 'determinate' : 'indeterminate'}
        value={progress.percent}
        aria-label={progress.text}
        sx={{ my: 0.5 }}
      />
      <Typography variant="body2">{progress.text}</Typography>
    </Box>
  );
}

/**
 * One question of the editor: its position with the arrows (the first cannot go up, the last cannot go
 * down), its text, type, section, options and weight, edit and delete; while it is being deleted, the
 * progress instead of the actions.
 */
export function QuestionRow({
  question,
  position,
  last,
  busy,
  onMove,
  onEdit,
  onDelete,
}: {
  question: AdminQuestion;
  position: number;
  last: boolean;
  /** A move is being saved: the arrows wait. */
  busy: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const deleting = question.deletion !== null;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ alignItems: 'center' }}>
          <ActionButton
            label={text.moveUp(position)}
            icon={<ArrowUpwardOutlined fontSize="small" />}
            disabled={position === 1 || deleting || busy}
            onClick={() => onMove('up')}
            data={`${question.id}:up`}
          />
          <Typography aria-hidden sx={{ fontWeight: 600 }}>
            {position}
          </Typography>
          <ActionButton
            label={text.moveDown(position)}
            icon={<ArrowDownwardOutlined fontSize="small" />}
            disabled={last || deleting || busy}
            onClick={() => onMove('down')}
            data={`${question.id}:down`}
          />
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
            {question.text}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <Chip size="small" label={questionTypeLabel(question.questionType)} />
            <Chip size="small" variant="outlined" label={text.section(question.metadata.section)} />
            {question.options.length > 0 && (
              <Chip size="small" variant="outlined" label={text.optionCount(question.options.length)} />
            )}
            <Chip size="small" variant="outlined" label={text.weight(weightText(question.weight))} />
          </Stack>
          <DeletionState question={question} onRetry={onDelete} />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }}>
          <ActionButton
            label={text.editQuestion(position)}
            icon={<EditOutlined fontSize="small" />}
            disabled={deleting}
            onClick={onEdit}
          />
          <ActionButton
            label={text.deleteQuestion(position)}
            icon={<DeleteOutlined fontSize="small" />}
            disabled={deleting}
            onClick={onDelete}
          />
        </Stack>
      </Stack>
    </Paper>
  );
}
