import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useParams } from 'react-router';
import type { InstagramAnalysisData, InstagramProfile } from '@contracts/instagram-analysis';
import { marketingMessages } from '@contracts/messages/marketing';
import { AllocationPie } from '../../../components/charts/allocation-pie';
import { ChartDataTable, ChartFigure } from '../../../components/charts/chart-figure';
import { SectionCard, TextList } from '../../../components/report/section-card';
import { errorMessage } from '../../../lib/error-messages';
import { useToast } from '../../../lib/toast';
import { AnalysisDetailFrame } from '../detail-frame';
import { useInstagramAnalysis, useInstagramMutations } from './api';
import { ExampleLabel } from './example-label';
import { formatCount, formatRate } from './format';
import { isRunning } from './polling';

const text = marketingMessages.instagram;
const toasts = marketingMessages.toasts;
const regeneration = marketingMessages.regeneration;

type Role = keyof typeof text.roles;
const profilesOf = (data: InstagramAnalysisData) =>
  (['profile', 'competitor', 'benchmark'] as const).flatMap((role) => {
    const profile = data[role];
    return profile ? [{ role: role as Role, profile }] : [];
  });

function Engagement({ data }: { data: InstagramAnalysisData }) {
  const profiles = profilesOf(data);
  const rows = profiles.map(
    ({ profile }) => [`@${profile.username}`, formatRate(profile.metrics.engagement_rate)] as const,
  );
  return (
    <SectionCard title={text.engagement}>
      <ChartFigure
        label={text.engagement}
        description={
          <ChartDataTable caption={text.engagement} headers={['Perfil', text.engagementRate]} rows={rows} />
        }
      >
        <BarChart
          height={260}
          hideLegend
          disableKeyboardNavigation
          xAxis={[{ scaleType: 'band', data: profiles.map(({ profile }) => `@${profile.username}`) }]}
          series={[
            {
              data: profiles.map(({ profile }) => profile.metrics.engagement_rate),
              label: text.engagementRate,
              color: '#1565c0',
              valueFormatter: (value) => formatRate(value ?? 0),
            },
          ]}
        />
      </ChartFigure>
    </SectionCard>
  );
}

function Followers({ data }: { data: InstagramAnalysisData }) {
  const profiles = profilesOf(data);
  const total = profiles.reduce((sum, { profile }) => sum + profile.metrics.followers, 0) || 1;
  return (
    <SectionCard title={text.followers}>
      <AllocationPie
        label={text.followers}
        channels={profiles.map(({ profile }) => ({
          label: `@${profile.username} · ${formatCount(profile.metrics.followers)}`,
          percentage: Math.round((profile.metrics.followers / total) * 1000) / 10,
        }))}
      />
    </SectionCard>
  );
}

function ProfileCard({ role, profile }: { role: Role; profile: InstagramProfile }) {
  const figures = [
    [text.followers, formatCount(profile.metrics.followers)],
    [text.posts, formatCount(profile.metrics.posts)],
    [text.following, formatCount(profile.metrics.following)],
    [text.engagementRate, formatRate(profile.metrics.engagement_rate)],
    [text.likesAvg, formatCount(profile.metrics.likes_avg)],
    [text.commentsAvg, formatCount(profile.metrics.comments_avg)],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline">{text.roles[role]}</Typography>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          @{profile.username}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, my: 1 }}>
          {figures.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <TextList title={text.bestContent} heading="h4" items={profile.content.best_content_types} />
        <TextList title={text.bestTimes} heading="h4" items={profile.content.optimal_posting_times} />
        {profile.content.best_hashtags.length > 0 && (
          <>
            <Typography component="h4" sx={{ fontWeight: 600, mt: 1 }}>
              {text.hashtags}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {profile.content.best_hashtags.map((tag) => (
                <Chip key={tag} size="small" label={tag} />
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /instagram-analytics/{id}: waiting, processing, failed with retry, not found, or the analysis. A
 * regeneration shows the earlier analysis while it runs, and keeps it, with the failure's notice, when
 * it fails.
 */
export function InstagramAnalysisDetailPage() {
  const { analysisId = '' } = useParams();
  const query = useInstagramAnalysis(analysisId);
  const { retry, regenerate } = useInstagramMutations();
  const toast = useToast();
  // A regeneration running over a completed analysis: the earlier one stays on screen.
  const regenerating =
    query.data !== undefined && isRunning(query.data.status) && query.data.analysisData !== null;
  const onRegenerate = () =>
    regenerate.mutate(analysisId, {
      onSuccess: () => toast({ title: toasts.started }),
      onError: (error) =>
        toast({ title: toasts.regenerateError, description: errorMessage(error), variant: 'destructive' }),
    });
  const onRetry = () =>
    retry.mutate(analysisId, {
      onSuccess: () => toast({ title: toasts.restarted }),
      onError: (error) =>
        toast({ title: toasts.retryError, description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <AnalysisDetailFrame
      listPath="/instagram-analytics"
      query={query}
      texts={{ back: text.back, notFound: text.notFound, loadError: toasts.loadError, retry: text.retry }}
    >
      {(analysis) => (
        <>
          <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
            {text.title}: @{analysis.profileUsername}
          </Typography>
          {analysis.example && <ExampleLabel />}
          {regenerating && (
            <Alert severity="info">
              <Typography sx={{ fontWeight: 600 }}>{regeneration.runningTitle}</Typography>
              {regeneration.runningText}
            </Alert>
          )}
          {analysis.status === 'pending' && !regenerating && <Alert severity="info">{text.pending}</Alert>}
          {analysis.status === 'processing' && !regenerating && (
            <Alert severity="info">{text.processing}</Alert>
          )}
          {analysis.status === 'completed' && analysis.regenerationError && (
            <Alert severity="warning">
              <Typography sx={{ fontWeight: 600 }}>{regeneration.previousKept}</Typography>
              {analysis.regenerationError}
            </Alert>
          )}
          {analysis.status === 'failed' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={onRetry} disabled={retry.isPending}>
                  {text.retry}
                </Button>
              }
            >
              <Typography sx={{ fontWeight: 600 }}>{text.failed}</Typography>
              {analysis.error ?? toasts.failedDescription}
            </Alert>
          )}
          {(analysis.status === 'completed' || regenerating) && analysis.analysisData && (
            <>
              {analysis.status === 'completed' && !analysis.example && (
                <Box>
                  <Button variant="outlined" onClick={onRegenerate} disabled={regenerate.isPending}>
                    {text.regenerate}
                  </Button>
                </Box>
              )}
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                <Engagement data={analysis.analysisData} />
                <Followers data={analysis.analysisData} />
              </Box>
              <SectionCard title={text.recommendations}>
                <TextList items={analysis.analysisData.recommendations} />
              </SectionCard>
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
                }}
              >
                {profilesOf(analysis.analysisData).map(({ role, profile }) => (
                  <ProfileCard key={role} role={role} profile={profile} />
                ))}
              </Box>
            </>
          )}
        </>
      )}
    </AnalysisDetailFrame>
  );
}
