import { Box, Chip, Stack, Typography } from '@mui/material';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { scoreLabel } from '@contracts/analysis-data/common';
import { managementOverviewReadSchema, type ManagementArea } from '@contracts/analysis-data/management';
import { MaturityRadar } from '../../components/charts/maturity-radar';
import { scoreBandColor } from '../../lib/score-band';
import { averageMaturity, radarLevels } from './maturity';
import { ManagementReport } from './management-report';
import { Paragraph, SectionCard, SubBlock, TextList } from '../../components/report/section-card';
import { wrappingChip } from '../../components/report/wrapping-chip';

const text = analysisScreensMessages.management;

const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/**
 * The management maturity: the mean of the areas' levels, named with its scale, its label and the
 * bands every label covers (decision 0061), over the radar of the six areas.
 */
function ManagementMaturity({ areas }: { areas: readonly ManagementArea[] }) {
  const { average, percent } = averageMaturity(areas);
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        {text.managementMaturity}
      </Typography>
      <Chip
        label={text.averageMaturity(decimal(average), decimal(percent), scoreLabel(average))}
        color={scoreBandColor(average)}
        sx={{ fontWeight: 600, mt: 1, ...wrappingChip }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {text.meanBands}
      </Typography>
      <MaturityRadar levels={radarLevels(areas)} />
    </>
  );
}

/**
 * The maturity radar, the overview of the management analysis (every field the model writes, as the
 * PDF shows them) and the report variant's blocks.
 */
export function ManagementOverview({
  overview,
  areas,
}: {
  overview: unknown;
  areas: readonly ManagementArea[];
}) {
  const read = managementOverviewReadSchema.parse(overview ?? {});
  const lists = [
    [text.strengths, read.strengths],
    [text.weaknesses, read.weaknesses],
    [text.recommendations, read.recommendations],
  ] as const;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SectionCard title={text.overview}>
          <ManagementMaturity areas={areas} />
        </SectionCard>
        <SectionCard title={text.executiveSummary}>
          <Paragraph>{read.resumo_executivo || read.summary}</Paragraph>
          {read.resumo_executivo && read.summary !== read.resumo_executivo && (
            <SubBlock title={text.summary} text={read.summary} />
          )}
          <TextList title={text.keyInsights} items={read.insights_importantes} />
        </SectionCard>
      </Box>
      {lists.some(([, items]) => items.length > 0) && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
          {lists
            .filter(([, items]) => items.length > 0)
            .map(([title, items]) => (
              <SectionCard key={title} title={title}>
                <TextList items={items} />
              </SectionCard>
            ))}
        </Box>
      )}
      {(read.entendimento_situacao.situacao_complicacao ||
        read.entendimento_situacao.perguntas_responder.length > 0 ||
        read.fatores_internos.length > 0 ||
        read.fatores_externos.length > 0) && (
        <SectionCard title={text.situation}>
          <SubBlock
            title={text.situationComplication}
            text={read.entendimento_situacao.situacao_complicacao}
          />
          <TextList items={read.entendimento_situacao.perguntas_responder} />
          <TextList title={text.internalFactors} items={read.fatores_internos} />
          <TextList title={text.externalFactors} items={read.fatores_externos} />
        </SectionCard>
      )}
      <ManagementReport report={read} />
    </Stack>
  );
}
