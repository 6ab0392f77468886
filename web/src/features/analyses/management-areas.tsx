import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import type { ManagementArea } from '@contracts/analysis-data/management';
import { scoreBandColor } from '../../lib/score-band';
import { byLowestMaturity } from './maturity';
import { Paragraph, TextList } from '../../components/report/section-card';
import { wrappingChip } from '../../components/report/wrapping-chip';

const text = analysisScreensMessages.management;

/** The analysed areas, lowest maturity first, as expandable cards. */
export function ManagementAreas({ areas }: { areas: readonly ManagementArea[] }) {
  const sorted = byLowestMaturity(areas);
  return (
    <Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {text.areas}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {text.areasScale}
      </Typography>
      {sorted.map((area, index) => (
        <Accordion key={`${area.nome}-${index}`} defaultExpanded={index === 0} variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Typography sx={{ fontWeight: 700 }}>{area.nome}</Typography>
              <Chip
                size="small"
                label={text.levelOf(area.nivel_maturidade, area.titulo_maturidade)}
                color={scoreBandColor(area.nivel_maturidade)}
                sx={{ fontWeight: 600, ...wrappingChip }}
              />
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Paragraph>{area.descricao_maturidade}</Paragraph>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {(
                [
                  [text.strengths, area.pontos_fortes],
                  [text.gaps, area.gaps],
                  [text.obstacles, area.obstaculos],
                  [text.recommendations, area.recomendacoes],
                ] as const
              )
                .filter(([, items]) => items.length > 0)
                .map(([title, items]) => (
                  <Box key={title}>
                    <TextList title={title} items={items} />
                  </Box>
                ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
