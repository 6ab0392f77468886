import AddOutlined from '@mui/icons-material/AddOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Fragment, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AdminQuestion, AdminQuestionnaireResponse } from '@contracts/admin-questions';
import { adminQuestionScreensMessages, adminQuestionsMessages } from '@contracts/messages/admin-questions';
import { useToast } from '../../../lib/toast';
import { useDeleteQuestion, useMoveQuestion } from '../api/questions';
import { DeleteDialog } from '../shared/delete-dialog';
import { serverMessage } from '../shared/server-message';
import { useDialog } from '../shared/use-dialog';
import { QuestionDialog } from './question-dialog';
import { QuestionRow, type Direction } from './question-row';
import { detailsPath, QuestionnaireScreen } from './questionnaire-screen';

const text = adminQuestionScreensMessages;
const messages = adminQuestionsMessages;

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; question: AdminQuestion };

/**
 * 'Pergunta excluída' once a question being deleted has left the list: one this screen started (the
 * workflow may finish before the list is read again, so it is never seen 'running') or one seen running.
 * Returns what marks a deletion as started here, and what forgets it when it could not start.
 */
function useDeletionFinished(questions: readonly AdminQuestion[]) {
  const toast = useToast();
  const pending = useRef(new Set<string>());
  useEffect(() => {
    const present = new Set(questions.map((question) => question.id));
    for (const id of pending.current) {
      if (present.has(id)) continue;
      pending.current.delete(id);
      toast({ title: messages.deleted, variant: 'success' });
    }
    for (const question of questions) {
      if (question.deletion?.status === 'running') pending.current.add(question.id);
    }
  }, [questions, toast]);
  return {
    started: (id: string) => pending.current.add(id),
    failed: (id: string) => pending.current.delete(id),
  };
}

/** The questions in order, the arrows, and one dialog at a time (create, edit, delete). */
function QuestionsEditor({ diagnosticId, data }: { diagnosticId: string; data: AdminQuestionnaireResponse }) {
  const toast = useToast();
  const move = useMoveQuestion(diagnosticId);
  const remove = useDeleteQuestion(diagnosticId);
  const { dialog, open, control } = useDialog<OpenDialog>();
  const { questions } = data;
  const deletion = useDeletionFinished(questions);

  const moveQuestion = async (question: AdminQuestion, direction: Direction) => {
    try {
      await move.mutateAsync({ questionId: question.id, direction });
    } catch (error) {
      toast({ title: messages.reorderError, description: serverMessage(error), variant: 'destructive' });
      return;
    }
    // The row has moved: the keyboard stays on its arrow (or the other one, at the top or bottom).
    requestAnimationFrame(() => {
      const find = (which: Direction) =>
        document.querySelector<HTMLButtonElement>(`[data-action="${CSS.escape(`${question.id}:${which}`)}"]`);
      const same = find(direction);
      (same && !same.disabled ? same : find(direction === 'up' ? 'down' : 'up'))?.focus();
    });
  };

  const deleteQuestion = (question: AdminQuestion) => {
    // Marked before the request: the list may be read again (without it) before onSuccess runs.
    deletion.started(question.id);
    remove.mutate(question.id, {
      onSuccess: () => toast({ title: messages.deletionStarted, variant: 'success' }),
      onError: (error) => {
        deletion.failed(question.id);
        toast({ title: messages.deleteError, description: serverMessage(error), variant: 'destructive' });
      },
      onSettled: control.onClose,
    });
  };

  const which = dialog?.which;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography color="text.secondary">{text.questionCount(questions.length)}</Typography>
        <Button
          variant="contained"
          startIcon={<AddOutlined aria-hidden />}
          onClick={() => open({ kind: 'create' })}
        >
          {text.newQuestion}
        </Button>
      </Stack>
      {questions.length === 0 ? (
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">{text.noQuestions}</Typography>
          </CardContent>
        </Card>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={text.questionsTitle}>
          {questions.map((question, index) => (
            <QuestionRow
              key={question.id}
              question={question}
              position={index + 1}
              last={index === questions.length - 1}
              busy={move.isPending}
              onMove={(direction) => void moveQuestion(question, direction)}
              onEdit={() => open({ kind: 'edit', question })}
              onDelete={() =>
                question.deletion?.status === 'failed'
                  ? deleteQuestion(question)
                  : open({ kind: 'delete', question })
              }
            />
          ))}
        </Stack>
      )}
      {dialog && which && (
        <Fragment key={dialog.key}>
          {which.kind === 'delete' ? (
            <DeleteDialog
              control={control}
              title={text.deleteQuestionTitle}
              text={text.deleteQuestionConfirm(which.question.text)}
              busy={remove.isPending}
              onConfirm={() => deleteQuestion(which.question)}
            />
          ) : (
            <QuestionDialog
              diagnosticId={diagnosticId}
              question={which.kind === 'edit' ? which.question : undefined}
              section={questions.at(-1)?.metadata.section}
              control={control}
            />
          )}
        </Fragment>
      )}
    </>
  );
}

/**
 * /admin/diagnostics/{id}/questions (spec 3 sections 2.5, 3, 5, 7, 8): the questions in order with the
 * arrows, 'Nova pergunta' and the edit dialog, and deletion in the background with its progress (the
 * list is read every 1.5 s while one runs; a failed one is retried from its row).
 */
export function AdminQuestionsPage() {
  return (
    <QuestionnaireScreen
      screenTitle={text.questionsTitle}
      loadError={{ title: messages.loadError, description: messages.loadErrorDescription }}
      actions={({ diagnostic }) => (
        <Button
          component={RouterLink}
          to={detailsPath(diagnostic.id)}
          startIcon={<InfoOutlined aria-hidden />}
        >
          {text.viewDetails}
        </Button>
      )}
    >
      {(data, diagnosticId) => <QuestionsEditor diagnosticId={diagnosticId} data={data} />}
    </QuestionnaireScreen>
  );
}
