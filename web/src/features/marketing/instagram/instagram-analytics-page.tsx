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
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LISTED_RECOMMENDATIONS, type InstagramAnalysisRecord } from '@contracts/instagram-analysis';
import { marketingMessages } from '@contracts/messages/marketing';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { PageLoader } from '../../../components/page-loader';
import { TextList } from '../../../components/report/section-card';
import { formatDate } from '../../../lib/format';
import { useDeleteConfirmation } from '../delete-confirmation';
import { StatusChip } from '../status-chip';
import { useInstagramAnalyses, useInstagramMutations } from './api';
import { ExampleLabel } from './example-label';

const text = marketingMessages.instagram;
const toasts = marketingMessages.toasts;

/** Spec 5's username rules: the profile is required; no username may contain '@'. */
export function usernameError(value: string, required: boolean): string | null {
  if (required && value.trim() === '') return text.profileRequired;
  if (value.includes('@')) return text.noAt;
  return null;
}

function UsernameField({ label, required = false }: { label: string; required?: boolean }) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? usernameError(value, required) : null;
  return (
    <TextField
      label={label}
      placeholder={text.usernamePlaceholder}
      value={value}
      required={required}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => setTouched(true)}
      error={error !== null}
      helperText={error ?? ' '}
      fullWidth
    />
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

/** /instagram-analytics: the form (creation 'EM BREVE') and 'Suas análises'. */
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
      <Card variant="outlined">
        <CardContent component="form" noValidate onSubmit={(event) => event.preventDefault()}>
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
            <UsernameField label={text.profile} required />
            <UsernameField label={text.competitor} />
            <UsernameField label={text.benchmark} />
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button type="submit" variant="contained" disabled>
              {text.comingSoon}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {text.comingSoonNote}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
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
