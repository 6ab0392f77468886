import { Box, Stack, Typography } from '@mui/material';
import type { GenericAnalysisRead } from '@contracts/analysis-data/generic-analysis';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { Paragraph, SectionCard, TextList } from '../../components/report/section-card';

const text = analysisScreensMessages.generic;

/** A list of the analysis, or the notice that the answers support no item of it. */
function Items({ items }: { items: readonly string[] }) {
  if (items.length > 0) return <TextList items={items} />;
  return <Typography color="text.secondary">{text.emptyList}</Typography>;
}

/** The analysis of any other diagnostic: the summary, then its four lists. */
export function GenericReportView({ analysis }: { analysis: GenericAnalysisRead }) {
  return (
    <Stack spacing={3}>
      <SectionCard title={text.summary}>
        <Paragraph>{analysis.resumo}</Paragraph>
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard title={text.strengths}>
          <Items items={analysis.pontos_fortes} />
        </SectionCard>
        <SectionCard title={text.gaps}>
          <Items items={analysis.lacunas} />
        </SectionCard>
      </Box>
      <SectionCard title={text.recommendations}>
        <Items items={analysis.recomendacoes} />
      </SectionCard>
      <SectionCard title={text.insights}>
        <Items items={analysis.principais_insights} />
      </SectionCard>
    </Stack>
  );
}
