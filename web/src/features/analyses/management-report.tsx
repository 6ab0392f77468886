import { Box, Chip, Stack, Typography } from '@mui/material';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import type { ManagementOverviewRead } from '@contracts/analysis-data/management';
import { Paragraph, SectionCard, SubBlock, TextList } from '../../components/report/section-card';
import { wrappingChip } from '../../components/report/wrapping-chip';

const text = analysisScreensMessages.management.report;

interface Rated {
  title: string;
  rating: string;
  detail: string;
}

/** Levers or obstacles: each its title, a chip (potential or priority) and its text. */
function RatedList({ title, items }: { title: string; items: readonly Rated[] }) {
  return (
    <SectionCard title={title}>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {items.map((item, index) => (
          <RatedItem key={index} {...item} />
        ))}
      </Box>
    </SectionCard>
  );
}

function RatedItem({ title, rating, detail }: Rated) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {rating && <Chip size="small" variant="outlined" label={rating} sx={wrappingChip} />}
      </Stack>
      <Paragraph>{detail}</Paragraph>
    </Box>
  );
}

/**
 * The management report variant's six blocks (clarity, rituals, indicators, execution, levers,
 * obstacles); a block without content is left out.
 */
export function ManagementReport({ report }: { report: ManagementOverviewRead }) {
  const clarity = report.clareza_estrategica;
  const rituals = report.rituais_gestao;
  const indicators = report.indicadores;
  const execution = report.capacidade_execucao;
  const levers = report.alavancas_crescimento.map((lever) => ({
    title: lever.alavanca,
    rating: lever.potencial && text.potential(lever.potencial),
    detail: lever.descricao,
  }));
  const obstacles = report.obstaculos_remover.map((obstacle) => ({
    title: obstacle.obstaculo,
    rating: obstacle.prioridade && text.priority(obstacle.prioridade),
    detail: obstacle.solucao_sugerida && `${text.suggestedSolution}: ${obstacle.solucao_sugerida}`,
  }));
  const blocks = [
    (clarity.nivel || clarity.visao_longo_prazo || clarity.teoria_vencer) && (
      <SectionCard key="clarity" title={text.clarity}>
        <SubBlock title={text.clarityLevel} text={clarity.nivel} />
        <SubBlock title={text.longTermVision} text={clarity.visao_longo_prazo} />
        <SubBlock title={text.theoryOfWinning} text={clarity.teoria_vencer} />
      </SectionCard>
    ),
    (rituals.existentes.length > 0 || rituals.recomendados.length > 0) && (
      <SectionCard key="rituals" title={text.rituals}>
        <TextList title={text.ritualsInPlace} items={rituals.existentes} />
        <TextList title={text.ritualsRecommended} items={rituals.recomendados} />
      </SectionCard>
    ),
    (indicators.atuais.length > 0 || indicators.sugeridos.length > 0) && (
      <SectionCard key="indicators" title={text.indicators}>
        <TextList title={text.indicatorsTracked} items={indicators.atuais} />
        <TextList title={text.indicatorsSuggested} items={indicators.sugeridos} />
      </SectionCard>
    ),
    (execution.estrutura_atual || execution.gaps.length > 0) && (
      <SectionCard key="execution" title={text.execution}>
        <SubBlock title={text.currentStructure} text={execution.estrutura_atual} />
        <TextList title={text.executionGaps} items={execution.gaps} />
      </SectionCard>
    ),
    levers.length > 0 && <RatedList key="levers" title={text.levers} items={levers} />,
    obstacles.length > 0 && <RatedList key="obstacles" title={text.obstacles} items={obstacles} />,
  ].filter(Boolean);
  if (blocks.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>{blocks}</Box>
  );
}
