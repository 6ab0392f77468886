import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { legalMessages } from '@contracts/messages/legal';
import { publicPaths } from '../lib/route-paths';
import { visuallyHidden } from './visually-hidden';

const documents = {
  terms: { path: publicPaths.terms, title: legalMessages.termsTitle },
  privacy: { path: publicPaths.privacy, title: legalMessages.privacyTitle },
} as const;

export type LegalDocument = keyof typeof documents;

/**
 * A link to the Termos de Uso or the Política de Privacidade. `newTab`: beside a form being filled
 * (the sign-up's checkbox, the consent dialog), so that reading it loses nothing typed.
 */
export function LegalLink({ document, newTab = false }: { document: LegalDocument; newTab?: boolean }) {
  const { path, title } = documents[document];
  if (!newTab) {
    return (
      <Link component={RouterLink} to={path}>
        {title}
      </Link>
    );
  }
  return (
    <Link href={path} target="_blank" rel="noopener">
      {title}
      <Box component="span" sx={visuallyHidden}>
        {` ${legalMessages.opensInNewTab}`}
      </Box>
    </Link>
  );
}
