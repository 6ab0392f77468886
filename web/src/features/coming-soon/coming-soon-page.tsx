import ConstructionIcon from '@mui/icons-material/Construction';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { placeholderMessages } from '@contracts/messages/placeholder';

/**
 * Shown by the subscription-only areas whose screens are still being built (diagnostics, analyses,
 * dossier, action plan, materials, marketing tools), so the menu never leads nowhere.
 */
export function ComingSoonPage() {
  const text = placeholderMessages;
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <ConstructionIcon color="action" sx={{ fontSize: 56 }} />
        <Typography variant="h1" sx={{ fontSize: '1.6rem', my: 2 }}>
          {text.comingSoon}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text.comingSoonText}
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          {text.backToDashboard}
        </Button>
      </CardContent>
    </Card>
  );
}
