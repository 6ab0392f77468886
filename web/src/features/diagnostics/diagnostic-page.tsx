import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  Divider,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { SECTION_ANALYSIS_RESULT_ID } from '@contracts/analyses';
import type { Answer, DiagnosticQuestion, SaveAnswerRequest } from '@contracts/diagnostics';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';
import { isAnswerValid, isGroupComplete, validateAnswerForQuestion } from '@domain/answer-validity';
import { analysisRedirectDelayMs } from '@domain/core-diagnostics';
import { analysisRoute } from '@domain/diagnostic-card';
import { groupQuestions } from '@domain/question-groups';
import { DiagnosticErrorBoundary } from '../../components/errors/diagnostic-error-boundary';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api-error';
import { useToast } from '../../lib/toast';
import { useCompleteDiagnostic, useQuestionnaire, useResetDiagnostic, useResult } from './api/questionnaire';
import { CompletedDiagnostic } from './completed-diagnostic';
import { QuestionField } from './question-field';
import { SectionAnalysisCard } from './section-analysis-card';
import { useAnswerAutosave } from './use-answer-autosave';

const text = diagnosticsMessages;

/** The questionnaire screen of one diagnostic (the four dedicated routes and /diagnostic/{slug}). */
export function DiagnosticPage({ diagnosticId }: { diagnosticId: string }) {
  return (
    <DiagnosticErrorBoundary>
      <Diagnostic diagnosticId={diagnosticId} />
    </DiagnosticErrorBoundary>
  );
}

/** What is wrong with an answer the user started (nothing to say about an unanswered question). */
function problemOf(question: DiagnosticQuestion, answer: SaveAnswerRequest | undefined): string | null {
  if (!answer) return null;
  const typed =
    answer.value !== null ||
    answer.optionId !== null ||
    Boolean(answer.metadata.text_response?.trim()) ||
    Boolean(answer.metadata.distribution?.length);
  return typed ? validateAnswerForQuestion(question, answer) : null;
}

function toRequest(answer: Answer): SaveAnswerRequest {
  return { optionId: answer.optionId, value: answer.value, metadata: answer.metadata };
}

function Diagnostic({ diagnosticId }: { diagnosticId: string }) {
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === 'true';
  const resetRequested = params.get('reset') === 'true';
  const questionnaire = useQuestionnaire(diagnosticId);
  const result = useResult(diagnosticId);
  const complete = useCompleteDiagnostic(diagnosticId);
  const reset = useResetDiagnostic(diagnosticId);
  const toast = useToast();

  const [answers, setAnswers] = useState<Map<string, SaveAnswerRequest> | null>(null);
  const [groupIndex, setGroupIndex] = useState<number | null>(null);
  const [confirmRestart, setConfirmRestart] = useState(false);
  // 'Recomeçar' (founder): the form again from the first section, without the stored answers.
  const [restarted, setRestarted] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const navigate = useNavigate();
  const resetting = useRef(false);

  const groups = useMemo(() => groupQuestions(questionnaire.data?.questions ?? []), [questionnaire.data]);

  const onSaveError = useCallback(
    (error: unknown) =>
      toast({ title: text.saveErrorTitle, description: (error as Error).message, variant: 'destructive' }),
    [toast],
  );
  const autosave = useAnswerAutosave(diagnosticId, onSaveError);

  // reset=true: delete every answer, un-complete, start at the first section, then drop the parameter.
  // The ref keeps it to one reset per visit of a reset=true address.
  useEffect(() => {
    if (!resetRequested) {
      resetting.current = false;
      return;
    }
    if (resetting.current) return;
    resetting.current = true;
    reset.mutate(undefined, {
      onSuccess: () => {
        setAnswers(new Map());
        setGroupIndex(0);
        toast({ title: text.resetDone, variant: 'success' });
      },
      onError: (error) =>
        toast({ title: text.resetErrorTitle, description: error.message, variant: 'destructive' }),
      onSettled: () =>
        setParams(
          (current) => {
            current.delete('reset');
            return current;
          },
          { replace: true },
        ),
    });
  }, [resetRequested, reset, setParams, toast]);

  // The stored answers seed the local ones once; from then on the screen owns them.
  useEffect(() => {
    if (answers || !result.data || resetRequested) return;
    const stored = new Map(result.data.answers.map((answer) => [answer.questionId, toRequest(answer)]));
    setAnswers(stored);
  }, [answers, result.data, resetRequested]);

  // Resume at the first section that is not complete yet (editing a complete one starts at the top).
  useEffect(() => {
    if (groupIndex !== null || !answers || groups.length === 0) return;
    const firstIncomplete = groups.findIndex((group) => !isGroupComplete(group.questions, answers));
    setGroupIndex(Math.max(firstIncomplete, 0));
  }, [groupIndex, answers, groups]);

  if (questionnaire.isError || result.isError) {
    const notFound = questionnaire.error instanceof ApiError && questionnaire.error.status === 404;
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
            {notFound ? text.notAvailable : text.loadErrorTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {notFound ? text.notAvailableText : text.loadErrorText}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            {!notFound && (
              <Button variant="contained" onClick={() => window.location.reload()}>
                {text.retry}
              </Button>
            )}
            <Button component={RouterLink} to="/dashboard">
              {text.backToDashboard}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  if (!questionnaire.data || !result.data || !answers || groupIndex === null || reset.isPending) {
    return <PageLoader />;
  }

  const { diagnostic } = questionnaire.data;
  const stored = result.data.result;
  if (redirecting) {
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
            {text.completedTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {text.redirecting}
          </Typography>
          <LinearProgress aria-label={text.redirecting} />
        </CardContent>
      </Card>
    );
  }
  if (groups.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/dashboard" color="inherit" size="small">
            {text.backToDashboard}
          </Button>
        }
      >
        <AlertTitle>{text.notAvailable}</AlertTitle>
        {text.noQuestions}
      </Alert>
    );
  }

  // Spec 4 "Restart resets the group index and clears local answers": what is stored stays until the new
  // answers replace it. Saves still on their way land first, or the restart is refused.
  const restart = async () => {
    setConfirmRestart(false);
    if (!(await autosave.flush())) {
      toast({ title: text.restartErrorTitle, variant: 'destructive' });
      return;
    }
    setAnswers(new Map());
    setGroupIndex(0);
    setRestarted(true);
    window.scrollTo({ top: 0 });
    toast({ title: text.restartDone, variant: 'success' });
  };

  if (stored?.completed && !editing && !restarted) {
    return (
      <>
        <CompletedDiagnostic
          title={diagnostic.title}
          slug={diagnostic.slug}
          resultId={stored.id}
          onEdit={() => setParams({ edit: 'true' })}
          {...(diagnostic.slug === 'fundador' ? { onRestart: () => setConfirmRestart(true) } : {})}
        />
        <Dialog
          open={confirmRestart}
          onClose={() => setConfirmRestart(false)}
          aria-labelledby="restart-confirm-text"
        >
          <DialogContent id="restart-confirm-text">{text.restartConfirm}</DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmRestart(false)}>{text.cancel}</Button>
            <Button color="warning" onClick={() => void restart()}>
              {text.confirm}
            </Button>
          </DialogActions>
        </Dialog>
      </>
    );
  }

  const group = groups[Math.min(groupIndex, groups.length - 1)]!;
  const isLast = groupIndex >= groups.length - 1;
  const allQuestions = groups.flatMap((candidate) => candidate.questions);
  // An answer counts when it is valid and the API would accept it (e.g. a plausible revenue).
  const accepted = new Map(
    allQuestions.flatMap((question) => {
      const answer = answers.get(question.id);
      return answer && isAnswerValid(answer) && validateAnswerForQuestion(question, answer) === null
        ? [[question.id, answer] as const]
        : [];
    }),
  );
  const groupComplete = isGroupComplete(group.questions, accepted);
  const answered = accepted.size;
  const firstNumber =
    groups.slice(0, groupIndex).reduce((sum, candidate) => sum + candidate.questions.length, 0) + 1;

  // Only answers the API accepts are saved: a distribution mid-way to 100% or a text box just emptied
  // stays on screen (and keeps Next disabled) while the last valid answer stays stored.
  const change = (question: DiagnosticQuestion, answer: SaveAnswerRequest) => {
    setAnswers((current) => new Map(current).set(question.id, answer));
    if (validateAnswerForQuestion(question, answer) === null) autosave.schedule(question.id, answer);
  };

  const next = async () => {
    if (!(await autosave.flush())) {
      toast({ title: text.advanceErrorTitle, variant: 'destructive' });
      return;
    }
    if (!isLast) {
      setGroupIndex(groupIndex + 1);
      window.scrollTo({ top: 0 });
      return;
    }
    complete.mutate(undefined, {
      onSuccess: (completed) => {
        toast({ title: text.completedTitle, variant: 'success' });
        // The spec: a processing screen, then the analysis after 2 s (founder, business), 3 s
        // (management) or 1 s (investor).
        setRedirecting(true);
        const path = analysisRoute(diagnostic.slug, completed.id);
        setTimeout(() => navigate(path), analysisRedirectDelayMs(diagnostic.slug));
      },
      onError: (error) =>
        toast({ title: text.finishErrorTitle, description: error.message, variant: 'destructive' }),
    });
  };

  return (
    <Stack spacing={2}>
      {editing && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setParams({})}>
              {text.exitEdit}
            </Button>
          }
        >
          {text.editBanner}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 0.5 }}>
            {diagnostic.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {diagnostic.description}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="body2">{text.sectionOf(groupIndex + 1, groups.length)}</Typography>
            <Typography variant="body2">{text.answeredOf(answered, allQuestions.length)}</Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(answered / allQuestions.length) * 100}
            aria-label={text.answeredOf(answered, allQuestions.length)}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {group.title ?? group.section}
          </Typography>
          {group.description && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {group.description}
            </Typography>
          )}
          <Divider sx={{ my: 2 }} />
          {group.questions.map((question, index) => (
            <QuestionField
              key={question.id}
              number={firstNumber + index}
              question={question}
              answer={answers.get(question.id)}
              problem={problemOf(question, answers.get(question.id))}
              disabled={complete.isPending}
              onChange={(answer) => change(question, answer)}
            />
          ))}
          {!groupComplete && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {text.requiredHint}
            </Typography>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
            <Button disabled={groupIndex === 0} onClick={() => setGroupIndex(groupIndex - 1)}>
              {text.previous}
            </Button>
            <Button
              variant="contained"
              disabled={!groupComplete || complete.isPending}
              onClick={() => void next()}
            >
              {isLast ? (complete.isPending ? text.finishing : text.finish) : text.next}
            </Button>
          </Box>
        </CardContent>
      </Card>
      {diagnosticId === SECTION_ANALYSIS_RESULT_ID && (
        <SectionAnalysisCard
          key={group.section}
          resultId={diagnosticId}
          sectionKey={group.section}
          analysis={result.data.sectionAnalyses.find((item) => item.sectionKey === group.section)}
          complete={groupComplete}
          saveAnswers={autosave.flush}
        />
      )}
    </Stack>
  );
}
