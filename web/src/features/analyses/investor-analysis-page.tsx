import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { InvestorReport } from '@contracts/investor';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { investorMessages } from '@contracts/messages/investor';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/error-messages';
import { formatReais } from '../../lib/format';
import { AllocationPie } from '../../components/charts/allocation-pie';
import { AnalysisHeader } from './analysis-header';
import { useInvestorReport } from './api';
import { RedoDialog } from './redo-dialog';
import { withResultId } from './result-route';
import { revenueDisplay } from './investor-revenue';
import { SectionCard } from '../../components/report/section-card';

const text = analysisScreensMessages;
const investorText = investorMessages;

/** /investor-analysis/{resultId}: profile, current vs recommended investment, allocation. */
export const InvestorAnalysisPage = withResultId(InvestorAnalysis);

export function InvestorAnalysis({ resultId }: { resultId: string }) {
  const report = useInvestorReport(resultId);
  const navigate = useNavigate();
  const [confirmRedo, setConfirmRedo] = useState(false);

  const header = (
    <AnalysisHeader
      title={text.investor.title}
      backTo="/diagnostics"
      backLabel={text.investor.backLabel}
      actions={
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={() => setConfirmRedo(true)}>
          {text.common.redo}
        </Button>
      }
    />
  );

  return (
    <Stack spacing={3}>
      {header}
      {report.isPending && <PageLoader />}
      {report.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void report.refetch()}>
              {text.common.tryAgain}
            </Button>
          }
        >
          <AlertTitle>{investorText.errors.profileNotFound}</AlertTitle>
          {errorMessage(report.error)}
        </Alert>
      )}
      {report.data && <InvestorReportView report={report.data} />}
      <RedoDialog
        open={confirmRedo}
        onClose={() => setConfirmRedo(false)}
        onConfirm={() => void navigate('/investor-diagnostic?reset=true')}
      />
    </Stack>
  );
}

function InvestorReportView({ report }: { report: InvestorReport }) {
  const difference = report.differencePercent;
  const display = revenueDisplay(report);
  return (
    <Stack spacing={3}>
      {report.profileError && (
        <Alert severity="error">
          <AlertTitle>{investorText.errors.calculationTitle}</AlertTitle>
          {report.profileError}
        </Alert>
      )}
      <ProfileCard report={report} />
      {display === 'charts-with-warning' && (
        <Alert severity="warning">{report.revenueMessage ?? text.investor.invalidRevenueFallback}</Alert>
      )}
      {display === 'invalid-card' ? (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{investorText.errors.invalidRevenue}</AlertTitle>
          {report.revenueMessage ?? text.investor.invalidRevenueFallback}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <SectionCard title={text.investor.comparison}>
            <Stack spacing={2}>
              <Amount label={text.investor.revenue} value={formatReais(report.revenue)} />
              <Amount label={text.investor.current} value={formatReais(report.marketingBudget)} />
              <Amount
                label={text.investor.recommended}
                value={formatReais(report.suggestedBudget)}
                hint={text.investor.recommendedHint(report.allocationData.recommendation.marketingPercentage)}
              />
              <Alert severity={difference < 0 ? 'warning' : difference > 0 ? 'info' : 'success'}>
                <AlertTitle>
                  {text.investor.difference}: {difference > 0 ? '+' : ''}
                  {difference}%
                </AlertTitle>
                {difference < 0
                  ? text.investor.differenceBelow(Math.abs(difference))
                  : difference > 0
                    ? text.investor.differenceAbove(difference)
                    : text.investor.differenceEqual}
              </Alert>
            </Stack>
          </SectionCard>
          <SectionCard title={text.investor.allocation}>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
              {text.investor.allocationHint}
            </Typography>
            <AllocationPie channels={report.allocationData.channels} />
          </SectionCard>
        </Box>
      )}
    </Stack>
  );
}

function ProfileCard({ report }: { report: InvestorReport }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary" variant="overline">
          {text.investor.profileCard}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
          <Typography component="h2" variant="h4" sx={{ fontWeight: 700 }}>
            {report.profileName}
          </Typography>
          <Chip color="primary" label={text.investor.score(report.score)} />
          <Chip variant="outlined" label={`${text.investor.businessType}: ${report.businessType}`} />
        </Stack>
        <Typography sx={{ mb: 1 }}>{report.profileData.description}</Typography>
        <Typography variant="body2">
          <strong>{text.investor.riskTolerance}:</strong> {report.profileData.riskTolerance}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Amount({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </div>
  );
}
