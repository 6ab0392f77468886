import { Box, Chip, Stack, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import type { PlanoEstrategicoRead } from '@contracts/analysis-data/dossier/plano-estrategico';
import { dossierSectionMessages } from '@contracts/messages/dossier-sections';
import { wrappingChip } from '../../../components/report/wrapping-chip';
import { Block, List, Paragraph, Sub } from './blocks';
import { capitalised, codeLabel } from './code-label';

const text = dossierSectionMessages.estrategia;

const priorityColor = (priority: string) =>
  priority === 'alta' ? 'error' : priority === 'média' ? 'warning' : 'default';

/** The tactical schedule as a vertical timeline: each phase with its period, focus and actions. */
function Schedule({ phases }: { phases: PlanoEstrategicoRead['cronograma_tatico'] }) {
  return (
    <Stepper orientation="vertical" nonLinear activeStep={-1} component="ol" sx={{ p: 0, m: 0 }}>
      {phases.map((phase, index) => (
        <Step key={index} expanded active component="li" sx={{ listStyle: 'none' }}>
          <StepLabel>
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              {[capitalised(phase.fase), phase.periodo].filter(Boolean).join(' · ')}
            </Typography>
          </StepLabel>
          <StepContent>
            <Paragraph>{phase.foco}</Paragraph>
            <List items={phase.acoes} />
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}

/**
 * The channel mix as a list (one card per channel: its name, its priority, its role): whole at any
 * width, where a three-column table had to be scrolled or cut on a phone.
 */
function ChannelMix({ channels }: { channels: PlanoEstrategicoRead['mix_canais'] }) {
  return (
    <Box
      component="ul"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, p: 0, m: 0 }}
    >
      {channels.map((channel, index) => (
        <Box
          component="li"
          key={index}
          sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 0.5 }}
          >
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              {channel.canal}
            </Typography>
            {channel.prioridade && (
              <Chip
                size="small"
                label={text.priorityLabel(channel.prioridade)}
                color={priorityColor(channel.prioridade)}
                sx={wrappingChip}
              />
            )}
          </Stack>
          {channel.papel && (
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {text.role}:
              </Box>{' '}
              {channel.papel}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Plano estratégico: value proposition, positioning, persona, growth model, channels and the 90-day plan. */
export function PlanoEstrategicoView({ section }: { section: PlanoEstrategicoRead }) {
  const persona = section.persona_principal;
  const channels = section.mix_canais.filter((channel) => channel.canal !== '');
  const drivers = section.direcionadores;
  return (
    <Stack spacing={2}>
      <Block title={text.valueProposition} when={section.proposta_valor !== ''}>
        <Typography sx={{ fontSize: '1.1rem', whiteSpace: 'pre-line' }}>{section.proposta_valor}</Typography>
      </Block>
      <Block title={text.positioning} when={section.posicionamento !== ''}>
        <Paragraph>{section.posicionamento}</Paragraph>
      </Block>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Block title={text.persona} when={persona.nome !== '' || persona.descricao !== ''}>
          {persona.nome && (
            <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              {persona.nome}
            </Typography>
          )}
          <Paragraph>{persona.descricao}</Paragraph>
          <List title={text.pains} items={persona.dores} />
        </Block>
        <Block title={text.growthModel} when={section.modelo_crescimento.tipo !== ''}>
          <Chip
            color="primary"
            label={codeLabel(dossierSectionMessages.growthModels, section.modelo_crescimento.tipo)}
            sx={{ mb: 1, ...wrappingChip }}
          />
          <Paragraph>{section.modelo_crescimento.justificativa}</Paragraph>
        </Block>
      </Box>
      <Block title={text.channelMix} when={channels.length > 0}>
        <ChannelMix channels={channels} />
      </Block>
      <Block title={text.schedule} when={section.cronograma_tatico.length > 0}>
        <Schedule phases={section.cronograma_tatico} />
      </Block>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Block title={text.content} when={section.conteudo_recomendado.length > 0}>
          <List items={section.conteudo_recomendado} />
        </Block>
        <Block title={text.indicators} when={section.indicadores_principais.length > 0}>
          <List items={section.indicadores_principais} />
        </Block>
      </Box>
      <Block title={text.criticalQuestions} when={section.perguntas_criticas.length > 0}>
        <List items={section.perguntas_criticas} />
      </Block>
      <Block title={text.drivers} when={drivers.descricao !== '' || drivers.itens.length > 0}>
        <Paragraph>{drivers.descricao}</Paragraph>
        {drivers.itens.map((driver, index) => (
          <Box key={index} sx={{ mt: 1 }}>
            <Sub title={driver.nome} text={driver.justificativa} />
            <List title={text.nextSteps} items={driver.proximos_passos} />
          </Box>
        ))}
      </Block>
    </Stack>
  );
}
