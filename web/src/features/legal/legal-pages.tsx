import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { legalDocuments } from '@contracts/legal';
import { legalMessages } from '@contracts/messages/legal';
import { legalPageMessages, type LegalSection } from '@contracts/messages/legal-pages';
import { LegalLink, type LegalDocument } from '../../components/legal-link';
import { formatDay } from '../../lib/format';
import { publicPaths } from '../../lib/route-paths';
import { LegalContact } from './legal-contact';

const text = legalMessages;

function Section({ section }: { section: LegalSection }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {section.title}
      </Typography>
      {section.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1 }}>
          {paragraph}
        </Typography>
      ))}
      {section.items && (
        <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
          {section.items.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
      {section.after?.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 1 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}

/** A legal document: its title, version and date, the controller's contact and its sections. */
function LegalDocumentPage(props: {
  title: string;
  document: LegalDocument;
  sections: readonly LegalSection[];
  other: LegalDocument;
}) {
  const { version, publishedOn } = legalDocuments[props.document];
  return (
    <Box component="main" sx={{ minHeight: '100vh', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="md">
        <Button component={RouterLink} to={publicPaths.landing} sx={{ mb: 2 }}>
          {text.backHome}
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mb: 1 }}>
          {props.title}
        </Typography>
        <Typography color="text.secondary">{text.version(version, formatDay(publishedOn))}</Typography>
        <LegalContact />
        {props.sections.map((section) => (
          <Section key={section.title} section={section} />
        ))}
        <Typography sx={{ mt: 4 }}>
          {text.otherDocument} <LegalLink document={props.other} />
        </Typography>
      </Container>
    </Box>
  );
}

/** /privacidade: the Política de Privacidade, open to anyone. */
export function PrivacyPage() {
  return (
    <LegalDocumentPage
      title={text.privacyTitle}
      document="privacy"
      sections={legalPageMessages.privacySections}
      other="terms"
    />
  );
}

/** /termos: the Termos de Uso, open to anyone. */
export function TermsPage() {
  return (
    <LegalDocumentPage
      title={text.termsTitle}
      document="terms"
      sections={legalPageMessages.termsSections}
      other="privacy"
    />
  );
}
