import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { PerfilFundadorRead } from '@contracts/analysis-data/dossier/perfil-fundador';
import { FOUNDER_ALIGNMENT_MAX } from '@contracts/analysis-data/dossier/sections';
import { dossierSectionMessages } from '@contracts/messages/dossier-sections';
import { Block, List, Paragraph } from './blocks';

const text = dossierSectionMessages.fundador;

/** Perfil do fundador: who leads the company, what holds them back and how aligned company and life are. */
export function PerfilFundadorView({ section }: { section: PerfilFundadorRead }) {
  const score = section.grau_alinhamento.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  return (
    <Stack spacing={2}>
      {(section.nome_simbolico || section.frase_resumo) && (
        <Box>
          {section.nome_simbolico && (
            <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
              {section.nome_simbolico}
            </Typography>
          )}
          {section.frase_resumo && (
            <Typography
              component="blockquote"
              color="text.secondary"
              sx={{ m: 0, mt: 0.5, fontStyle: 'italic' }}
            >
              “{section.frase_resumo}”
            </Typography>
          )}
        </Box>
      )}
      <Block
        title={text.alignment}
        when={section.grau_alinhamento > 0 || section.justificativa_alinhamento !== ''}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography component="p" variant="h4" sx={{ fontWeight: 700, minWidth: 72 }}>
            {text.alignmentScore(score, FOUNDER_ALIGNMENT_MAX)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(section.grau_alinhamento / FOUNDER_ALIGNMENT_MAX) * 100}
            aria-label={text.alignment}
            aria-valuetext={text.alignmentScore(score, FOUNDER_ALIGNMENT_MAX)}
            sx={{ flexGrow: 1, height: 10, borderRadius: 5 }}
          />
        </Stack>
        <Paragraph>{section.justificativa_alinhamento}</Paragraph>
      </Block>
      <Block title={text.leadership} when={section.estilo_lideranca !== ''}>
        <Paragraph>{section.estilo_lideranca}</Paragraph>
      </Block>
      {section.relacao_empresa_vida && (
        <Block title={text.lifeAndCompany}>
          <Paragraph>{section.relacao_empresa_vida}</Paragraph>
        </Block>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Block title={text.powerZones} when={section.zonas_potencia.length > 0}>
          <List items={section.zonas_potencia} />
        </Block>
        <Block title={text.blockers} when={section.travas_identificadas.length > 0}>
          <List items={section.travas_identificadas} />
        </Block>
        <Block title={text.centralized} when={section.areas_centralizadas.length > 0}>
          <List items={section.areas_centralizadas} />
        </Block>
        <Block title={text.energyDrains} when={section.consumidores_energia.length > 0}>
          <List items={section.consumidores_energia} />
        </Block>
      </Box>
      {section.recomendacao_apoio && (
        <Block title={text.support}>
          <Paragraph>{section.recomendacao_apoio}</Paragraph>
        </Block>
      )}
    </Stack>
  );
}
