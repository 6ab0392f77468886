import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { FounderProfileChip } from './founder-profile-chip';
import { isDiscTie } from './founder-profile-style';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import type { FounderPdaRead } from '@contracts/analysis-data/founder-analysis';
import { DiscChart } from './disc-chart';
import { MarkdownText } from '../../components/markdown-text';
import { Paragraph, SectionCard, TextList } from '../../components/report/section-card';

const text = analysisScreensMessages.founder;

type Block = FounderPdaRead['analise_motivacional'];

function BlockCard({ title, block }: { title: string; block: Block }) {
  if (!block.descricao && block.destaques.length === 0) return null;
  return (
    <SectionCard title={title}>
      <Paragraph>{block.descricao}</Paragraph>
      <TextList items={block.destaques} />
    </SectionCard>
  );
}

/** The current (PDA) founder analysis: four tabs. */
export function FounderPdaView({ analysis }: { analysis: FounderPdaRead }) {
  const [tab, setTab] = useState(0);
  const disc = analysis.perfil_disc;
  return (
    <Stack spacing={3}>
      <Tabs
        value={tab}
        onChange={(_, value: number) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab label={text.tabs.pda} />
        <Tab label={text.tabs.behaviour} />
        <Tab label={text.tabs.roadmap} />
        <Tab label={text.tabs.full} />
      </Tabs>
      {tab === 0 && (
        <Stack spacing={3}>
          <SectionCard title={text.executiveSummary}>
            <Paragraph>{analysis.resumo_executivo_perfil}</Paragraph>
          </SectionCard>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <BlockCard title={text.motivational} block={analysis.analise_motivacional} />
            <BlockCard title={text.emotionalIntelligence} block={analysis.inteligencia_emocional} />
            <BlockCard title={text.decisionMaking} block={analysis.perfil_tomada_decisao} />
            <BlockCard title={text.energy} block={analysis.energia_produtividade} />
            <BlockCard title={text.leadership} block={analysis.estilo_lideranca_situacional} />
            <BlockCard title={text.communication} block={analysis.comunicacao_influencia} />
          </Box>
          {analysis.insights_estrategicos.length > 0 && (
            <SectionCard title={text.strategicInsights}>
              <TextList items={analysis.insights_estrategicos} />
            </SectionCard>
          )}
        </Stack>
      )}
      {tab === 1 && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <SectionCard title={text.disc}>
            {disc.perfil_predominante && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary">
                  {text.predominant}:
                </Typography>
                <FounderProfileChip name={disc.perfil_predominante} />
              </Stack>
            )}
            {isDiscTie(disc.perfil_predominante) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {text.tieNote}
              </Typography>
            )}
            <DiscChart disc={disc} />
          </SectionCard>
          <SectionCard title={text.characteristics}>
            <TextList items={disc.caracteristicas} />
            <TextList title={text.developmentTips} items={disc.recomendacoes_desenvolvimento} />
          </SectionCard>
        </Box>
      )}
      {tab === 2 && (
        <Stack spacing={2}>
          {analysis.roadmap_desenvolvimento.map((phase, index) => (
            <SectionCard key={index} title={phase.fase || `${index + 1}`}>
              {phase.prazo && (
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 1 }}>
                  {text.deadline(phase.prazo)}
                </Typography>
              )}
              <TextList items={phase.acoes} />
            </SectionCard>
          ))}
        </Stack>
      )}
      {tab === 3 && (
        <SectionCard title={text.tabs.full}>
          <MarkdownText>{analysis.markdown_original}</MarkdownText>
        </SectionCard>
      )}
    </Stack>
  );
}
