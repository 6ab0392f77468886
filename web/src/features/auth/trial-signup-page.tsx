import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { trialMessages } from '@contracts/messages/trial';
import { trialSignupRequest } from '@contracts/subscription';
import { ConsentCheckbox } from '../../components/consent-checkbox';
import { SignUpFields } from '../../components/sign-up-fields';
import { ApiError } from '../../lib/api-error';
import { useToast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { trialSignup } from './api/trial-signup';
import { ConfirmSignUpForm } from './confirm-sign-up-form';

const text = trialMessages;

/**
 * /trial-signup: 30 days free, no card; on success the code step (the e-mailed code), then the sign-in
 * and /dashboard.
 */
export function TrialSignupPage() {
  const form = useZodForm(trialSignupRequest, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    termsAccepted: false,
  });
  const toast = useToast();
  const navigate = useNavigate();

  const [signedUp, setSignedUp] = useState<{ email: string; password: string }>();
  const onConfirmed = () => {
    toast({ title: text.success, variant: 'success' });
    navigate('/dashboard', { replace: true });
  };

  const onSubmit = form.submit(async (data) => {
    try {
      const { email } = await trialSignup(data);
      setSignedUp({ email, password: data.password });
    } catch (error) {
      form.showServerErrors(error);
      const description =
        error instanceof ApiError && error.code === 'CONFLICT' ? error.message : text.errorFallback;
      toast({ title: text.errorTitle, description, variant: 'destructive' });
    }
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 880 }}>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Box>
              <Typography variant="h1" sx={{ fontSize: '2rem', mb: 1 }}>
                {text.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {text.subtitle}
              </Typography>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {text.benefitsTitle}
              </Typography>
              <List dense>
                {text.benefits.map((benefit) => (
                  <ListItem key={benefit} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <CheckCircleIcon color="success" />
                    </ListItemIcon>
                    <ListItemText primary={benefit} />
                  </ListItem>
                ))}
              </List>
              <Typography sx={{ mt: 2, fontWeight: 600 }}>{text.noCard}</Typography>
            </Box>
            {signedUp ? (
              // The trial starts when the e-mailed code is confirmed (decision 0044).
              <ConfirmSignUpForm {...signedUp} onSignedIn={onConfirmed} />
            ) : (
              <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={text.title}>
                <SignUpFields field={form.field} />
                <ConsentCheckbox {...form.checkbox('termsAccepted')} />
                <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
                  {form.submitting ? text.submitting : text.submit}
                </Button>
                <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                  {text.haveAccount}{' '}
                  <Link component={RouterLink} to="/auth">
                    {text.signIn}
                  </Link>
                </Typography>
              </Stack>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
