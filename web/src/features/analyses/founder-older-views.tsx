import { Box, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { FounderProfileChip } from './founder-profile-chip';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import {
  founderSectionKeys,
  type FounderLegacyRead,
  type FounderSectionedRead,
} from '@contracts/analysis-data/founder-analysis';
import { MarkdownText } from '../../components/markdown-text';
import { Paragraph, SectionCard, SubBlock, TextList } from '../../components/report/section-card';
import { wrappingChip } from '../../components/report/wrapping-chip';

const text = analysisScreensMessages.founder;

/** Legacy founder analysis: summary, leadership, marketing profile, strengths/weaknesses, risks… */
export function FounderLegacyView({ analysis }: { analysis: FounderLegacyRead }) {
  return (
    <Stack spacing={3}>
      <SectionCard title={text.summary}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {analysis.perfil_predominante && <FounderProfileChip name={analysis.perfil_predominante} />}
          {analysis.nivel_de_maturidade && (
            <Chip
              variant="outlined"
              label={`${text.maturity}: ${analysis.nivel_de_maturidade}`}
              sx={wrappingChip}
            />
          )}
        </Stack>
        <Paragraph>{analysis.resumo_executivo}</Paragraph>
        <SubBlock title={text.entrepreneurProfile} text={analysis.perfil_empreendedor} />
        <TextList title={text.characteristics} items={analysis.caracteristicas_perfil} />
      </SectionCard>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SectionCard title={text.leadershipStyle}>
          <Paragraph>{analysis.estilo_lideranca}</Paragraph>
        </SectionCard>
        <SectionCard title={text.marketingProfile}>
          {analysis.perfil_marketing.tipo && (
            <Typography sx={{ fontWeight: 600 }}>{analysis.perfil_marketing.tipo}</Typography>
          )}
          <Paragraph>{analysis.perfil_marketing.descricao}</Paragraph>
        </SectionCard>
        <SectionCard title={text.strengths}>
          <TextList items={analysis.pontos_fortes} />
        </SectionCard>
        <SectionCard title={text.weaknesses}>
          <TextList items={analysis.pontos_fracos} />
        </SectionCard>
      </Box>
      {analysis.riscos.length > 0 && (
        <SectionCard title={text.risks}>
          {analysis.riscos.map((risk, index) => (
            <Box key={index} sx={{ mb: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{risk.descricao}</Typography>
              {risk.mitigacao && (
                <Typography color="text.secondary">
                  {text.mitigation}: {risk.mitigacao}
                </Typography>
              )}
            </Box>
          ))}
        </SectionCard>
      )}
      <SectionCard title={text.recommendations}>
        <TextList items={analysis.recomendacoes} />
      </SectionCard>
      {analysis.insights_importantes.length > 0 && (
        <SectionCard title={text.discInsights}>
          <TextList items={analysis.insights_importantes} />
        </SectionCard>
      )}
    </Stack>
  );
}

/** Older sectioned founder analysis: the eight numbered sections, and the full view. */
export function FounderSectionedView({ analysis }: { analysis: FounderSectionedRead }) {
  const [tab, setTab] = useState(0);
  return (
    <Stack spacing={3}>
      {analysis.titulo && (
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {analysis.titulo}
        </Typography>
      )}
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
        <Tab label={text.tabs.sections} />
        <Tab label={text.tabs.full} />
      </Tabs>
      {tab === 0 && (
        <Stack spacing={2}>
          {founderSectionKeys.map((key, index) =>
            analysis[key] ? (
              <SectionCard key={key} title={`${index + 1}. ${text.sections[key] ?? key}`}>
                <Paragraph>{analysis[key]}</Paragraph>
              </SectionCard>
            ) : null,
          )}
        </Stack>
      )}
      {tab === 1 && (
        <SectionCard title={text.tabs.full}>
          <MarkdownText>{analysis.markdown_original}</MarkdownText>
        </SectionCard>
      )}
    </Stack>
  );
}
