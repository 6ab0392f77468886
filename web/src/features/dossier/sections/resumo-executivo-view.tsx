import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ResumoExecutivoRead } from '@contracts/analysis-data/dossier/resumo-executivo';
import { dossierSectionMessages } from '@contracts/messages/dossier-sections';
import { wrappingChip } from '../../../components/report/wrapping-chip';
import { Block, List, Paragraph } from './blocks';
import { codeLabel } from './code-label';

const text = dossierSectionMessages;

/** Resumo executivo: the pitch first, then the founder, the stage and where the company should head. */
export function ResumoExecutivoView({ section }: { section: ResumoExecutivoRead }) {
  const phase = codeLabel(text.stages, section.estagio_atual.fase);
  const ambition = codeLabel(text.ambitions, section.ambicao_fundador);
  return (
    <Stack spacing={2}>
      {section.elevator_pitch && (
        <Card variant="outlined" sx={{ borderLeft: 4, borderLeftColor: 'primary.main' }}>
          <CardContent>
            <Typography component="h3" variant="overline" color="primary">
              {text.resumo.elevatorPitch}
            </Typography>
            <Typography sx={{ fontSize: '1.1rem', whiteSpace: 'pre-line' }}>
              {section.elevator_pitch}
            </Typography>
          </CardContent>
        </Card>
      )}
      {(phase || ambition) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {phase && (
            <Chip
              color="primary"
              variant="outlined"
              label={`${text.resumo.currentPhase}: ${phase}`}
              sx={wrappingChip}
            />
          )}
          {ambition && (
            <Chip
              color="primary"
              variant="outlined"
              label={`${text.resumo.ambition}: ${ambition}`}
              sx={wrappingChip}
            />
          )}
        </Stack>
      )}
      <Block title={text.resumo.founder}>
        <Paragraph>{section.perfil_fundador}</Paragraph>
      </Block>
      <Block title={text.resumo.stage}>
        <Paragraph>{section.estagio_negocio}</Paragraph>
        <Paragraph>{section.estagio_atual.descricao}</Paragraph>
      </Block>
      {section.principais_achados.length > 0 && (
        <Block title={text.resumo.findings}>
          <List items={section.principais_achados} />
        </Block>
      )}
      {section.direcionamento_estrategico && (
        <Block title={text.resumo.direction}>
          <Paragraph>{section.direcionamento_estrategico}</Paragraph>
        </Block>
      )}
    </Stack>
  );
}
