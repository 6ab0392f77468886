import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Refresh from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  instagramUsernameProblem,
  instagramUsernameProblemText,
  LISTED_RECOMMENDATIONS,
  type InstagramAnalysisRecord,
} from '@contracts/instagram-analysis';
import { marketingMessages } from '@contracts/messages/marketing';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageLoader } from '../../../components/page-loader';
import { TextList } from '../../../components/report/section-card';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useDeleteConfirmation } from '../delete-confirmation';
import { StatusChip } from '../status-chip';
import { useCreationWatch, useInstagramAnalyses, useInstagramMutations } from './api';
import { creationOutcome } from './polling';
import { ExampleLabel } from './example-label';

const text = marketingMessages.instagram;
const toasts = marketingMessages.toasts;

/** Spec 5's username rules (the server's): the profile required, no '@', Instagram's charset. */
export function usernameError(value: string, required: boolean): string | null {
  const problem = instagramUsernameProblem(value, required);
  return problem ? instagramUsernameProblemText[problem] : null;
}

const fields = [
  { key: 'profileUsername', label: text.profile, required: true },
  { key: 'competitorUsername', label: text.competitor, required: false },
  { key: 'benchmarkUsername', label: text.benchmark, required: false },
] as const;
type FieldKey = (typeof fields)[number]['key'];
const empty: Record<FieldKey, string> = {
  profileUsername: '',
  competitorUsername: '',
  benchmarkUsername: '',
};

function UsernameField({
  label,
  required,
  value,
  touched,
  disabled,
  onChange,
  onBlur,
}: {
  label: string;
  required: boolean;
  value: string;
  touched: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const error = touched ? usernameError(value, required) : null;
  return (
    <TextField
      label={label}
      placeholder={text.usernamePlaceholder}
      value={value}
      required={required}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error !== null}
      helperText={error ?? ' '}
      fullWidth
    />
  );
}

/**
 * The form: 'EM BREVE' without a data source (creationEnabled false, from the list's answer); else
 * creation, then the new analysis watched every 3 s up to 30 reads: completed opens its detail, failed
 * and 'Tempo esgotado' are toasts (the list shows it either way).
 */
function InstagramForm({ creationEnabled }: { creationEnabled: boolean }) {
  const { create } = useInstagramMutations();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Record<FieldKey, boolean>>({
    profileUsername: false,
    competitorUsername: false,
    benchmarkUsername: false,
  });
  const [watching, setWatching] = useState<string | null>(null);
  const { query: watch, reads } = useCreationWatch(watching);
  const outcome = watching && watch.data ? creationOutcome(watch.data.status, reads) : null;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!watching || !outcome || outcome === 'waiting' || handled.current === watching) return;
    handled.current = watching;
    setWatching(null);
    if (outcome === 'completed') {
      toast({ title: toasts.completed });
      void navigate(`/instagram-analytics/${watching}`);
    } else if (outcome === 'failed') {
      toast({
        title: toasts.failed,
        description: watch.data?.error ?? toasts.failedDescription,
        variant: 'destructive',
      });
    } else {
      toast({ title: toasts.timeout, description: toasts.timeoutDescription, variant: 'destructive' });
    }
  }, [watching, outcome, watch.data?.error, toast, navigate]);

  const busy = create.isPending || watching !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!creationEnabled || busy) return;
    setTouched({ profileUsername: true, competitorUsername: true, benchmarkUsername: true });
    if (fields.some((field) => usernameError(values[field.key], field.required) !== null)) return;
    create.mutate(
      {
        profileUsername: values.profileUsername.trim(),
        competitorUsername: values.competitorUsername.trim() || null,
        benchmarkUsername: values.benchmarkUsername.trim() || null,
      },
      {
        onSuccess: (analysis) => {
          toast({ title: toasts.started });
          setValues(empty);
          setTouched({ profileUsername: false, competitorUsername: false, benchmarkUsername: false });
          setWatching(analysis.id);
        },
        onError: (error) =>
          toast({ title: toasts.createError, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card variant="outlined">
      <CardContent component="form" noValidate onSubmit={submit}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {text.formTitle}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {fields.map((field) => (
            <UsernameField
              key={field.key}
              label={field.label}
              required={field.required}
              value={values[field.key]}
              touched={touched[field.key]}
              disabled={busy}
              onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
              onBlur={() => setTouched((current) => ({ ...current, [field.key]: true }))}
            />
          ))}
        </Box>
        {creationEnabled ? (
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? text.creating : text.create}
          </Button>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button type="submit" variant="contained" disabled>
              {text.comingSoon}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {text.comingSoonNote}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function AnalysisRow({
  analysis,
  onDelete,
}: {
  analysis: InstagramAnalysisRecord;
  onDelete: (analysis: InstagramAnalysisRecord) => void;
}) {
  const recommendations = analysis.analysisData?.recommendations ?? [];
  const hidden = recommendations.length - LISTED_RECOMMENDATIONS;
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>
          @{analysis.profileUsername}
          {analysis.competitorUsername ? ` × @${analysis.competitorUsername}` : ''}
        </Typography>
        <StatusChip status={analysis.status} />
        <Button
          component={RouterLink}
          to={`/instagram-analytics/${analysis.id}`}
          size="small"
          variant="outlined"
        >
          {text.view}
        </Button>
        <IconButton
          aria-label={text.deleteLabel(analysis.profileUsername)}
          onClick={() => onDelete(analysis)}
        >
          <DeleteOutline />
        </IconButton>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {formatDate(analysis.createdAt)}
      </Typography>
      {analysis.example && <ExampleLabel />}
      <TextList items={recommendations.slice(0, LISTED_RECOMMENDATIONS)} />
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.more(hidden)}
        </Typography>
      )}
    </ListItem>
  );
}

/** /instagram-analytics: the form and 'Suas análises'. */
export function InstagramAnalyticsPage() {
  const query = useInstagramAnalyses();
  const { remove } = useInstagramMutations();
  const deletion = useDeleteConfirmation<InstagramAnalysisRecord>(remove, toasts.removeError);

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.subtitle}</Typography>
      </Box>
      <InstagramForm creationEnabled={query.data?.creationEnabled ?? false} />
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {text.yours}
            </Typography>
            <Button startIcon={<Refresh />} onClick={() => void query.refetch()} disabled={query.isFetching}>
              {text.refresh}
            </Button>
          </Stack>
          {query.isPending ? (
            <PageLoader />
          ) : query.isError ? (
            <LoadErrorAlert
              title={toasts.loadError}
              error={query.error}
              retryLabel={text.retry}
              onRetry={() => void query.refetch()}
            />
          ) : query.data.analyses.length === 0 ? (
            <Alert severity="info" sx={{ mt: 1 }}>
              {text.noAnalyses}
            </Alert>
          ) : (
            <List>
              {query.data.analyses.map((analysis) => (
                <AnalysisRow key={analysis.id} analysis={analysis} onDelete={deletion.ask} />
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      {deletion.dialog}
    </Stack>
  );
}
