import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import type { SectionAnalysis } from '@contracts/analyses';
import { errorsMessages } from '@contracts/messages/errors';
import { modelPortMessages } from '@contracts/messages/model-port';
import { sectionAnalysisMessages } from '@contracts/messages/section-analysis';
import { MarkdownText } from '../../components/markdown-text';
import { ApiError } from '../../lib/api-error';
import { useToast } from '../../lib/toast';
import { useAnalyseSection } from './api/section-analysis';

const text = sectionAnalysisMessages;

/** The API's own Portuguese message when it says more than 'unexpected error'; else the support text. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.message !== errorsMessages.unexpected
    ? error.message
    : text.errorText;

/**
 * The founder diagnostic's per-section analysis, under the section: 'Analisar esta seção' once the
 * section is complete (the Next rule), the stored analysis when there is one, and 'Atualizar análise'
 * to redo it (the earlier text stays, dimmed, until the new one arrives). Pending answers are saved
 * first, so the server analyses what is on screen.
 */
export function SectionAnalysisCard(props: {
  resultId: string;
  sectionKey: string;
  analysis: SectionAnalysis | undefined;
  complete: boolean;
  saveAnswers: () => Promise<boolean>;
}) {
  const { resultId, sectionKey, analysis, complete } = props;
  const analyse = useAnalyseSection(resultId);
  const toast = useToast();
  const busy = analyse.isPending && analyse.variables.sectionKey === sectionKey;
  if (!complete && !analysis) return null;

  async function run() {
    if (!(await props.saveAnswers())) {
      toast({ title: text.errorTitle, description: text.errorText, variant: 'destructive' });
      return;
    }
    // With an analysis on screen the button is 'Atualizar análise': a new one even if nothing changed.
    analyse.mutate(
      { sectionKey, redo: analysis !== undefined },
      {
        onError: (error) =>
          toast({ title: text.errorTitle, description: failureText(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card variant="outlined" aria-busy={busy} aria-label={text.title}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {text.title}
          </Typography>
          {complete && (
            <Button
              variant={analysis ? 'outlined' : 'contained'}
              startIcon={
                busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AutoAwesomeIcon />
              }
              disabled={analyse.isPending}
              onClick={() => void run()}
            >
              {busy ? text.analysing : analysis ? text.reanalyse : text.analyse}
            </Button>
          )}
        </Stack>
        {!complete && (
          <Typography color="text.secondary" variant="body2" sx={{ mt: 1 }}>
            {text.hint}
          </Typography>
        )}
        {analysis && (
          <Box sx={{ mt: 2, opacity: busy ? 0.5 : 1 }}>
            {analysis.generatedLocally && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {modelPortMessages.generatedLocally}
              </Alert>
            )}
            <MarkdownText>{analysis.analysis}</MarkdownText>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
