import CheckIcon from '@mui/icons-material/Check';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { Plan } from '@contracts/plans';
import { pricingMessages } from '@contracts/messages/pricing';
import { formatMoney } from '../../lib/format';

const text = pricingMessages;

export function PlanCard(props: {
  plan: Plan;
  isCurrent: boolean;
  processing: boolean;
  onSubscribe: () => void;
}) {
  const { plan, isCurrent, processing, onSubscribe } = props;
  return (
    <Card
      variant="outlined"
      sx={{
        maxWidth: 420,
        width: '100%',
        borderColor: plan.isFeatured ? 'secondary.main' : undefined,
        borderWidth: plan.isFeatured ? 2 : 1,
      }}
    >
      <CardContent>
        {plan.isFeatured && <Chip label={text.featured} color="secondary" size="small" sx={{ mb: 1 }} />}
        <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
          {plan.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {plan.description}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          {formatMoney(plan.price)}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {text.perPeriod}
          </Typography>
        </Typography>
        <List dense>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant="contained"
          size="large"
          disabled={isCurrent || processing}
          onClick={onSubscribe}
        >
          {isCurrent ? text.currentPlan : processing ? text.processing : text.subscribe}
        </Button>
      </CardActions>
    </Card>
  );
}
