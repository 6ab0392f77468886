import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { journeyMessages } from '@contracts/messages/journey';
import type { DossierStatus } from '@domain/dossier-unlock';

const text = journeyMessages;

export function DossierCard({ status }: { status: DossierStatus }) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {status.unlocked ? <LockOpenIcon color="success" /> : <LockIcon color="action" />}
          <Typography variant="h2" sx={{ fontSize: '1.2rem', flexGrow: 1 }}>
            {text.dossierTitle}
          </Typography>
          <Chip label={status.label} color={status.unlocked ? 'success' : 'default'} size="small" />
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {status.unlocked ? text.dossierUnlockedText : text.dossierLockedText}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {status.countLabel}
        </Typography>
        <Button
          component={RouterLink}
          to="/dossie-estrategico"
          variant="contained"
          disabled={!status.unlocked}
        >
          {text.openDossier}
        </Button>
      </CardContent>
    </Card>
  );
}
