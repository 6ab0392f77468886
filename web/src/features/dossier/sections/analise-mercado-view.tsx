import { Box, Chip, Stack, Typography } from '@mui/material';
import type { AnaliseMercadoRead } from '@contracts/analysis-data/dossier/analise-mercado';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { dossierSectionMessages } from '@contracts/messages/dossier-sections';
import { wrappingChip } from '../../../components/report/wrapping-chip';
import { Block, List, Paragraph, Sub } from './blocks';
import { codeLabel } from './code-label';

const text = dossierSectionMessages.mercado;
const business = analysisScreensMessages.business;

const forceKeys = Object.keys(business.forces) as (keyof typeof business.forces)[];

/** The four SWOT quadrants as a 2 × 2 grid (one column on a phone), each a list. */
function SwotGrid({ swot }: { swot: AnaliseMercadoRead['swot'] }) {
  const quadrants = [
    { title: business.swotStrengths, items: swot.forcas, color: 'success.main' },
    { title: business.swotWeaknesses, items: swot.fraquezas, color: 'error.main' },
    { title: business.swotOpportunities, items: swot.oportunidades, color: 'info.main' },
    { title: business.swotThreats, items: swot.ameacas, color: 'warning.main' },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {quadrants.map((quadrant) => (
        <Box
          key={quadrant.title}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderTop: 4,
            borderTopColor: quadrant.color,
            borderRadius: 1,
            p: 1.5,
          }}
        >
          <List title={quadrant.title} items={quadrant.items} />
          {quadrant.items.length === 0 && (
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              {quadrant.title}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Análise de mercado: the company's moment, SWOT, five forces, competitors, trends and positioning. */
export function AnaliseMercadoView({ section }: { section: AnaliseMercadoRead }) {
  const swot = section.swot;
  const hasSwot = [swot.forcas, swot.fraquezas, swot.oportunidades, swot.ameacas].some(
    (items) => items.length > 0,
  );
  return (
    <Stack spacing={2}>
      <Block title={text.moment} when={section.momento_empresa !== ''}>
        <Paragraph>{section.momento_empresa}</Paragraph>
      </Block>
      <Block title={business.swot} when={hasSwot}>
        <SwotGrid swot={swot} />
      </Block>
      <Block
        title={business.fiveForces}
        when={forceKeys.some((key) => section.cinco_forcas_porter[key] !== '')}
      >
        {forceKeys.map((key) => (
          <Sub key={key} title={business.forces[key]} text={section.cinco_forcas_porter[key]} />
        ))}
      </Block>
      <Block title={text.trends} when={section.tendencias_setor.length > 0}>
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {section.tendencias_setor.map((trend, index) => (
            <Box component="li" key={index}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography component="h4" sx={{ fontWeight: 600 }}>
                  {trend.tendencia}
                </Typography>
                {trend.tipo && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={codeLabel(dossierSectionMessages.trendTypes, trend.tipo)}
                    sx={wrappingChip}
                  />
                )}
              </Stack>
              {trend.impacto && (
                <Typography variant="body2" color="text.secondary">
                  {text.trendImpact}: {trend.impacto}
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
      </Block>
      <Block title={text.competitors} when={section.concorrentes.length > 0}>
        <List items={section.concorrentes} />
      </Block>
      <Block title={text.differentiation} when={section.grau_diferenciacao.nivel !== ''}>
        <Chip
          color="primary"
          variant="outlined"
          label={text.differentiationLevel(section.grau_diferenciacao.nivel)}
          sx={{ mb: 1, ...wrappingChip }}
        />
        <Paragraph>{section.grau_diferenciacao.justificativa}</Paragraph>
      </Block>
      <Block title={text.icp} when={section.icp_atual !== ''}>
        <Paragraph>{section.icp_atual}</Paragraph>
      </Block>
      <Block title={text.positioningAdjustment} when={section.ajuste_posicionamento !== ''}>
        <Paragraph>{section.ajuste_posicionamento}</Paragraph>
      </Block>
    </Stack>
  );
}
