import { Box, Chip, Stack, Typography } from '@mui/material';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { scoreLabel } from '@contracts/analysis-data/common';
import { managementOverviewReadSchema, type ManagementArea } from '@contracts/analysis-data/management';
import { MaturityRadar } from '../../components/charts/maturity-radar';
import { scoreBandColor } from '../../lib/score-band';
import { averageMaturity, radarLevels } from './maturity';
import { ManagementReport } from './management-report';
import { Paragraph, SectionCard, SubBlock, TextList } from '../../components/report/section-card';

const text = analysisScreensMessages.management;

/** The maturity radar, the overview of the management analysis and the report variant's blocks. */
export function ManagementOverview({
  overview,
  areas,
}: {
  overview: unknown;
  areas: readonly ManagementArea[];
}) {
  const read = managementOverviewReadSchema.parse(overview ?? {});
  const { average, percent } = averageMaturity(areas);
  const fmt = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SectionCard title={text.overview}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={scoreLabel(average)} color={scoreBandColor(average)} sx={{ fontWeight: 600 }} />
            {read.nivel_de_maturidade && read.nivel_de_maturidade !== scoreLabel(average) && (
              <Chip variant="outlined" label={read.nivel_de_maturidade} />
            )}
          </Stack>
          <Typography sx={{ mt: 1 }} color="text.secondary">
            {text.averageMaturity(fmt(average), fmt(percent))}
          </Typography>
          <MaturityRadar levels={radarLevels(areas)} />
        </SectionCard>
        <SectionCard title={text.executiveSummary}>
          <Paragraph>{read.resumo_executivo || read.summary}</Paragraph>
          <TextList title={text.keyInsights} items={read.insights_importantes} />
        </SectionCard>
      </Box>
      {(read.entendimento_situacao.situacao_complicacao ||
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
