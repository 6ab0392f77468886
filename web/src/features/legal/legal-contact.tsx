import { Box, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { legalMessages } from '@contracts/messages/legal';

const text = legalMessages;

/**
 * The controller and its encarregado (DPO), from the deployment's runtime configuration (config.json's
 * `legal`, decision 0046): never written in the code.
 */
export function LegalContact() {
  const { data, isPending } = useQuery({
    queryKey: ['runtime-config'],
    queryFn: () => import('../../lib/runtime-config').then((config) => config.loadRuntimeConfig()),
    staleTime: Infinity,
    meta: { silent: true },
  });
  const contact = data?.legal;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="legal-contact" sx={{ p: 2, my: 3 }}>
      <Typography id="legal-contact" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {text.contactTitle}
      </Typography>
      {contact ? (
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { ml: 0, mb: 1 } }}>
          <dt>{text.controller}</dt>
          <dd>{contact.controllerName}</dd>
          <dt>{text.cnpj}</dt>
          <dd>{contact.cnpj}</dd>
          <dt>{text.dpo}</dt>
          <dd>{contact.dpoName}</dd>
          <dt>{text.dpoEmail}</dt>
          <dd>
            <Link href={`mailto:${contact.dpoEmail}`}>{contact.dpoEmail}</Link>
          </dd>
        </Box>
      ) : (
        <Typography>{isPending ? text.contactLoading : text.contactMissing}</Typography>
      )}
    </Paper>
  );
}
