import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DossierReadiness } from '@contracts/dossier';
import { dossierMessages } from '@contracts/messages/dossier';

const text = dossierMessages;

/**
 * The amber card while the dossier cannot be generated: diagnostics still to finish, or their analyses
 * still missing. 'Ir para Diagnósticos' opens /diagnostics, where the user finishes them (the spec's
 * original sent it to /dashboard; the label promises the diagnostics: docs/decisions/0030-spec-silent-product-decisions.md).
 */
export function ReadinessCard({ readiness }: { readiness: DossierReadiness }) {
  const profileMissing = readiness.state === 'incomplete-profile';
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to="/diagnostics" color="inherit" variant="outlined" size="small">
          {text.goToDiagnostics}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      <AlertTitle>
        {profileMissing ? text.states.incompleteProfile : text.states.incompleteDiagnostics}
      </AlertTitle>
      {profileMissing ? text.analysesRequired : text.incompleteText}
      {readiness.analysesProcessing > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {text.analysesProcessing}
        </Typography>
      )}
    </Alert>
  );
}
