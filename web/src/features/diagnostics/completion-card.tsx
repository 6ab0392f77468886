import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { diagnosticsMessages } from '@contracts/messages/diagnostics';

const text = diagnosticsMessages;

/** A completed diagnostic: see the analysis, edit the answers or (founder) start over. */
export function CompletionCard(props: {
  title: string;
  analysisPath: string;
  onEdit: () => void;
  onRestart?: () => void;
}) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h1" sx={{ fontSize: '1.6rem', my: 1 }}>
          {props.title}
        </Typography>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{text.completedTitle}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text.completedText}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to={props.analysisPath} variant="contained">
            {text.viewAnalysis}
          </Button>
          <Button variant="outlined" onClick={props.onEdit}>
            {text.editAnswers}
          </Button>
          {props.onRestart && (
            <Button color="warning" onClick={props.onRestart}>
              {text.restart}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
