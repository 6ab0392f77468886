import { Box, Stack, Typography } from '@mui/material';
import type { PerfilInvestidorRead } from '@contracts/analysis-data/dossier/perfil-investidor';
import { dossierSectionMessages } from '@contracts/messages/dossier-sections';
import { channelAmount } from '@domain/investment-allocation';
import { AllocationPie } from '../../../components/charts/allocation-pie';
import { formatReais } from '../../../lib/format';
import { Block, List, Paragraph, Sub } from './blocks';

const text = dossierSectionMessages.investidor;
const terms = ['curto', 'medio', 'longo'] as const;

function Amount({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {text.perMonth(formatReais(value))}
      </Typography>
    </Box>
  );
}

/** Perfil de investidor: the profile, how much to invest in marketing, where, and the return to expect. */
export function PerfilInvestidorView({ section }: { section: PerfilInvestidorRead }) {
  const channels = section.alocacao_recomendada.canais.filter((channel) => channel.nome !== '');
  const recommended = section.investimento_recomendado;
  const hasInvestment = section.investimento_atual > 0 || recommended > 0;
  return (
    <Stack spacing={2}>
      <Block title={text.profile} when={section.classificacao !== '' || section.descricao_perfil !== ''}>
        {section.classificacao && (
          <Typography component="p" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {section.classificacao}
          </Typography>
        )}
        <Paragraph>{section.descricao_perfil}</Paragraph>
      </Block>
      <Block title={text.investment} when={hasInvestment}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 1.5 }}>
          <Amount label={text.currentInvestment} value={section.investimento_atual} />
          <Amount label={text.recommendedInvestment} value={recommended} />
        </Box>
        <Paragraph>{section.justificativa_investimento}</Paragraph>
      </Block>
      <Block title={text.allocation} when={channels.length > 0}>
        <AllocationPie
          label={text.allocation}
          channels={channels.map((channel) => ({
            label: channel.nome,
            percentage: channel.porcentagem,
            ...(recommended > 0 ? { amount: channelAmount(recommended, channel.porcentagem) } : {}),
          }))}
        />
        {channels.some((channel) => channel.justificativa) && (
          <Box sx={{ mt: 2 }}>
            {channels.map((channel) => (
              <Sub
                key={channel.nome}
                title={`${channel.nome} (${channel.porcentagem}%)`}
                text={channel.justificativa}
              />
            ))}
          </Box>
        )}
      </Block>
      <Block title={text.roi} when={terms.some((term) => section.roi_estimado[term] !== '')}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {terms.map((term) => (
            <Box key={term} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
                {text.roiTerms[term]}
              </Typography>
              <Typography variant="body2">{section.roi_estimado[term]}</Typography>
            </Box>
          ))}
        </Box>
      </Block>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Block title={text.behaviours} when={section.comportamentos_tipicos.length > 0}>
          <List items={section.comportamentos_tipicos} />
        </Block>
        <Block title={text.risks} when={section.riscos_associados.length > 0}>
          <List items={section.riscos_associados} />
        </Block>
      </Box>
      <Block title={text.benchmarks} when={section.benchmark_empresas.length > 0}>
        <List items={section.benchmark_empresas} />
      </Block>
    </Stack>
  );
}
