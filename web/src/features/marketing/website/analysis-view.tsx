import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { marketingMessages } from '@contracts/messages/marketing';
import type {
  AnalysisBlock,
  PerformanceMetrics,
  PerformanceStrategy,
  WebsiteAnalysisData,
} from '@contracts/website-analysis';
import { Paragraph, SectionCard, TextList } from '../../../components/report/section-card';
import { ScoreBadge } from './score-badge';

const text = marketingMessages.website;

function Block({ title, block }: { title: string; block: AnalysisBlock }) {
  const empty = block.strengths.length + block.weaknesses.length + block.recommendations.length === 0;
  return (
    <SectionCard title={title}>
      {empty && <Typography color="text.secondary">{text.nothingToList}</Typography>}
      <TextList title={text.strengths} items={block.strengths} />
      <TextList title={text.weaknesses} items={block.weaknesses} />
      <TextList title={text.recommendations} items={block.recommendations} />
    </SectionCard>
  );
}

const formatMetric = (key: keyof PerformanceMetrics, value: number | null) => {
  if (value === null) return '—';
  if (key === 'cumulativeLayoutShift') return value.toFixed(2).replace('.', ',');
  if (key === 'totalBlockingTimeMs') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(1).replace('.', ',')} s`;
};

function Performance({
  performance,
  late,
}: {
  performance: WebsiteAnalysisData['performance'];
  late: boolean;
}) {
  const strategies: PerformanceStrategy[] = ['mobile', 'desktop'];
  const scoreOf = { mobile: performance.mobile_score, desktop: performance.desktop_score };
  const labelOf = { mobile: text.mobileScore, desktop: text.desktopScore };
  const measuring = strategies.some((strategy) => performance.status[strategy] === 'measuring');
  return (
    <SectionCard title={text.performance}>
      <Stack direction="row" spacing={4} sx={{ justifyContent: 'center', mb: 2 }}>
        {strategies.map((strategy) =>
          scoreOf[strategy] !== null ? (
            <ScoreBadge key={strategy} score={scoreOf[strategy]} label={labelOf[strategy]} size={72} />
          ) : (
            <Box key={strategy} sx={{ textAlign: 'center', maxWidth: 220 }}>
              <Typography sx={{ fontWeight: 600 }}>{labelOf[strategy]}</Typography>
              <Typography variant="body2" color="text.secondary">
                {performance.status[strategy] === 'measuring'
                  ? text.measuring
                  : performance.unavailableReason[strategy]}
              </Typography>
            </Box>
          ),
        )}
      </Stack>
      {measuring && (
        <Alert severity={late ? 'warning' : 'info'}>{late ? text.performanceLate : text.measuringNote}</Alert>
      )}
      {strategies.some((strategy) => performance.metrics[strategy]) && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={text.performance}>
            <TableBody>
              <TableRow>
                <TableCell component="th" scope="col" />
                {strategies.map((strategy) => (
                  <TableCell key={strategy} component="th" scope="col" align="right">
                    {labelOf[strategy]}
                  </TableCell>
                ))}
              </TableRow>
              {(Object.keys(text.metrics) as (keyof PerformanceMetrics)[]).map((key) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {text.metrics[key]}
                  </TableCell>
                  {strategies.map((strategy) => (
                    <TableCell key={strategy} align="right">
                      {formatMetric(key, performance.metrics[strategy]?.[key] ?? null)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <TextList title={text.strengths} items={performance.strengths} />
      <TextList title={text.weaknesses} items={performance.weaknesses} />
      <TextList title={text.recommendations} items={performance.recommendations} />
    </SectionCard>
  );
}

function Technical({ data }: { data: WebsiteAnalysisData }) {
  const { page, html_validation: validation } = data.api_data;
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {text.technical}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ fontWeight: 600 }}>
          {text.htmlErrors(validation.errorCount, validation.warningCount)}
        </Typography>
        <TextList
          items={validation.messages.map(
            (message) => `${message.line}:${message.column} ${message.ruleId} — ${message.message}`,
          )}
        />
        <Box
          component="pre"
          sx={{ mt: 2, p: 2, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 12 }}
        >
          {JSON.stringify(page, null, 2)}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** The completed analysis: every block of the normalised data (spec 3). */
export function AnalysisView({
  data,
  performanceLate,
}: {
  data: WebsiteAnalysisData;
  performanceLate: boolean;
}) {
  return (
    <Stack spacing={3}>
      {data.generatedLocally && <Alert severity="info">{text.generatedLocally}</Alert>}
      <SectionCard title={text.summary}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <ScoreBadge score={data.overall_score} label={text.overallScore} />
          <Box sx={{ flex: 1 }}>
            <Paragraph>{data.summary.overview}</Paragraph>
          </Box>
        </Stack>
        <TextList title={text.primaryIssues} items={data.summary.primary_issues} />
        <TextList title={text.topRecommendations} items={data.summary.top_recommendations} />
      </SectionCard>
      <SectionCard title={text.priorityActions}>
        <Box component="ol" sx={{ pl: 3, my: 0 }}>
          {data.priority_actions.map((action) => (
            <Typography component="li" key={action} sx={{ mb: 0.75 }}>
              {action}
            </Typography>
          ))}
        </Box>
      </SectionCard>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Block title={text.blocks.design} block={data.design} />
        <Block title={text.blocks.content} block={data.content} />
        <Block title={text.blocks.seo} block={data.seo} />
        <Block title={text.blocks.usability} block={data.usability} />
        <Block title={text.blocks.conversion} block={data.conversion} />
        <Performance performance={data.performance} late={performanceLate} />
      </Box>
      <SectionCard title={text.overall}>
        <TextList title={text.strengths} items={data.overall_strengths} />
        <TextList title={text.weaknesses} items={data.overall_weaknesses} />
        <TextList title={text.recommendations} items={data.overall_recommendations} />
      </SectionCard>
      <Technical data={data} />
    </Stack>
  );
}
