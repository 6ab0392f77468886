import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { journeyMessages } from '@contracts/messages/journey';
import type { Journey } from '@domain/journey';

const text = journeyMessages;

/** The six-step journey checklist; hidden once every step is done. */
export function JourneyChecklist({ journey }: { journey: Journey }) {
  if (!journey.showChecklist) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 0.5 }}>
          {text.checklistTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {text.checklistProgress(journey.completedCount, journey.total)}
        </Typography>
        <LinearProgress variant="determinate" value={journey.percentage} aria-label={text.checklistTitle} />
        <List aria-label={text.checklistTitle}>
          {journey.steps.map((step) => (
            <ListItem
              key={step.id}
              sx={{ bgcolor: step.active ? 'action.selected' : undefined, borderRadius: 1 }}
              secondaryAction={
                step.active ? (
                  <Button component={RouterLink} to={step.route} size="small" variant="contained">
                    {text.go}
                  </Button>
                ) : undefined
              }
            >
              <ListItemIcon>
                {step.completed ? (
                  <CheckCircleIcon color="success" />
                ) : (
                  <RadioButtonUncheckedIcon color="action" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={`${step.number}. ${step.title}`}
                secondary={step.completed ? text.stepDone : step.active ? text.stepActive : undefined}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
