import { Box, Chip, Stack, Typography } from '@mui/material';
import type { BusinessAnalysisRead } from '@contracts/analysis-data/business-analysis';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { Paragraph, SectionCard, SubBlock, TextList } from '../../components/report/section-card';
import { wrappingChip } from '../../components/report/wrapping-chip';

const text = analysisScreensMessages.business;

const maturityColor = (level: string) =>
  level === 'Avançado' ? 'success' : level === 'Intermediário' ? 'info' : 'warning';

/** Every block of the business analysis (spec 2), in the spec's order; empty blocks are left out. */
export function BusinessAnalysisView({ analysis }: { analysis: BusinessAnalysisRead }) {
  const swot = analysis.analise_swot;
  const forces = analysis.cinco_forcas_porter;
  const forceKeys = Object.keys(text.forces) as (keyof typeof text.forces)[];
  return (
    <Stack spacing={3}>
      <SectionCard title={text.executiveSummary}>
        {analysis.nivel_de_maturidade && (
          <Box sx={{ mb: 1.5 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {text.maturity}:
              </Typography>
              <Chip
                label={analysis.nivel_de_maturidade}
                color={maturityColor(analysis.nivel_de_maturidade)}
                sx={wrappingChip}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {text.maturityHint}
            </Typography>
          </Box>
        )}
        <Paragraph>{analysis.resumo_executivo}</Paragraph>
      </SectionCard>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard title={text.strengths}>
          <TextList items={analysis.pontos_fortes} />
        </SectionCard>
        <SectionCard title={text.weaknesses}>
          <TextList items={analysis.pontos_fracos} />
        </SectionCard>
      </Box>

      <SectionCard title={text.swot}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box>
            <TextList title={text.swotStrengths} items={swot.forcas} />
          </Box>
          <Box>
            <TextList title={text.swotWeaknesses} items={swot.fraquezas} />
          </Box>
          <Box>
            <TextList title={text.swotOpportunities} items={swot.oportunidades} />
          </Box>
          <Box>
            <TextList title={text.swotThreats} items={swot.ameacas} />
          </Box>
        </Box>
        <SubBlock title={text.strategicRecommendation} text={swot.recomendacao_estrategica} />
      </SectionCard>

      <SectionCard title={text.fiveForces}>
        {forceKeys.map((key) => (
          <SubBlock key={key} title={text.forces[key]} text={forces[key]} />
        ))}
      </SectionCard>

      <SectionCard title={text.idealCustomer}>
        <SubBlock title={text.customer} text={analysis.cliente_ideal_proposta.cliente_ideal} />
        <SubBlock title={text.valueProposition} text={analysis.cliente_ideal_proposta.proposta_valor} />
        <SubBlock title={text.customers} text={analysis.clientes} />
        <SubBlock title={text.competitors} text={analysis.concorrentes} />
      </SectionCard>

      <SectionCard title={text.growthIdeas}>
        <TextList title={text.growthHypotheses} items={analysis.ideias_crescimento.hipoteses_crescimento} />
        <SubBlock title={text.theoryOfWinning} text={analysis.ideias_crescimento.teoria_vencer} />
      </SectionCard>

      <SectionCard title={text.situation}>
        <SubBlock
          title={text.situationComplication}
          text={analysis.entendimento_situacao.situacao_complicacao}
        />
        <TextList title={text.questions} items={analysis.entendimento_situacao.perguntas_responder} />
      </SectionCard>

      <SectionCard title={text.obstacles}>
        <TextList items={analysis.obstaculos} />
      </SectionCard>
      <SectionCard title={text.keyInsights}>
        <TextList items={analysis.insights_importantes} />
      </SectionCard>
      <SectionCard title={text.recommendations}>
        <TextList items={analysis.recomendacoes} />
      </SectionCard>
    </Stack>
  );
}
