import { Box, Chip, Stack, Typography } from '@mui/material';
import { scoreLabel } from '@contracts/analysis-data/common';
import { dossierAreaKeys, type RaioXNegocioRead } from '@contracts/analysis-data/dossier/raio-x-negocio';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { dossierSectionMessages } from '@contracts/messages/dossier-sections';
import { MaturityRadar } from '../../../components/charts/maturity-radar';
import { scoreBandColor } from '../../../lib/score-band';
import { wrappingChip } from '../../../components/report/wrapping-chip';
import { Block, List, Paragraph, Sub } from './blocks';

const text = dossierSectionMessages.raioX;
const management = analysisScreensMessages.management;

const level = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/** Raio-X do negócio: overall maturity, the six areas on the radar, the gaps and the strategic clarity. */
export function RaioXNegocioView({ section }: { section: RaioXNegocioRead }) {
  const areas = dossierAreaKeys.map((key) => ({
    key,
    name: text.areaNames[key],
    ...section.areas_avaliadas[key],
  }));
  return (
    <Stack spacing={2}>
      <Block title={text.maturity} when={section.grau_maturidade > 0 || section.maturidade_descricao !== ''}>
        {section.grau_maturidade > 0 && (
          <>
            <Typography variant="body2" color="text.secondary">
              {text.maturityScale}
            </Typography>
            <Chip
              label={text.maturityScore(level(section.grau_maturidade), scoreLabel(section.grau_maturidade))}
              color={scoreBandColor(section.grau_maturidade)}
              sx={{ fontWeight: 600, my: 1, ...wrappingChip }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {management.meanBands}
            </Typography>
          </>
        )}
        <Paragraph>{section.maturidade_descricao}</Paragraph>
      </Block>
      <Block title={text.areas} when={areas.some((area) => area.descricao_maturidade !== '')}>
        <Typography variant="body2" color="text.secondary">
          {text.areasScale}
        </Typography>
        <MaturityRadar levels={areas.map((area) => ({ name: area.name, level: area.nivel_maturidade }))} />
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            p: 0,
            m: 0,
            listStyle: 'none',
          }}
        >
          {areas.map((area) => (
            <Box
              component="li"
              key={area.key}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 0.5 }}
              >
                <Typography component="h4" sx={{ fontWeight: 600 }}>
                  {area.name}
                </Typography>
                <Chip
                  size="small"
                  label={text.areaLevel(level(area.nivel_maturidade), area.titulo_maturidade)}
                  color={scoreBandColor(area.nivel_maturidade)}
                  sx={wrappingChip}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {area.descricao_maturidade}
              </Typography>
            </Box>
          ))}
        </Box>
      </Block>
      <Block title={text.gaps} when={section.gaps_criticos.length > 0}>
        <List items={section.gaps_criticos} />
      </Block>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {section.ponto_forte_negligenciado && (
          <Block title={text.neglectedStrength}>
            <Paragraph>{section.ponto_forte_negligenciado}</Paragraph>
          </Block>
        )}
        {section.diagnostico_prontidao && (
          <Block title={text.readiness}>
            <Paragraph>{section.diagnostico_prontidao}</Paragraph>
          </Block>
        )}
      </Box>
      <Block title={text.clarity} when={Object.values(section.clareza_estrategica).some(Boolean)}>
        <Sub title={text.clarityLevel} text={section.clareza_estrategica.nivel} />
        <Sub title={text.longTermVision} text={section.clareza_estrategica.visao_longo_prazo} />
        <Sub title={text.theoryOfWinning} text={section.clareza_estrategica.teoria_vencer} />
      </Block>
    </Stack>
  );
}
