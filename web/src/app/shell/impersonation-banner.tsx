import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { shellMessages } from '@contracts/messages/shell';
import { appConfig } from '@config/app-config';
import { errorMessage } from '../../lib/error-messages';
import { onImpersonationRefused, useImpersonation } from '../../lib/impersonation';
import { currentSession } from '../../lib/session';
import { useToast } from '../../lib/toast';

const text = shellMessages;

/**
 * Shown while an impersonation record is stored: whose platform the admin is viewing, and 'Voltar para
 * painel admin', which ends the impersonation (lib/stop-impersonation.ts), forgets the target's data and
 * goes to /admin 1 s later, as the spec says. When it ends elsewhere (the server refuses it, with its
 * reason as a toast, or another tab ended it) the same happens at once.
 */
export function ImpersonationBanner() {
  const record = useImpersonation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [returning, setReturning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The record vanished without this banner's button: the server refused it (its session ended or
  // expired) or another tab ended it. The signed-in admin goes on as themself, without the user's data.
  const endingHere = useRef(false);
  const shown = useRef(record);
  const backToAdmin = useCallback(() => {
    if (endingHere.current) return;
    if (!currentSession()) return; // signed out meanwhile
    queryClient.removeQueries();
    void navigate('/admin', { replace: true });
  }, [queryClient, navigate]);
  useEffect(() => {
    const was = shown.current;
    shown.current = record;
    if (was && !record) backToAdmin();
  }, [record, backToAdmin]);
  // A refusal heard here may predate this banner (a reload's first calls): it goes back to /admin too.
  useEffect(
    () =>
      onImpersonationRefused((message) => {
        toast({ title: message, variant: 'destructive' });
        backToAdmin();
      }),
    [toast, backToAdmin],
  );

  if (!record && !returning) return null;

  const stop = async () => {
    if (!record) return;
    endingHere.current = true;
    setReturning(true);
    const outcome = await import('../../lib/stop-impersonation')
      .then((module) => module.stopImpersonation(record))
      .catch((error: unknown) => ({
        kind: 'failed' as const,
        title: text.stopImpersonationError,
        description: errorMessage(error),
      }));
    if (outcome.kind === 'stopped') {
      queryClient.removeQueries();
      timer.current = setTimeout(() => void navigate('/admin'), appConfig.impersonation.returnDelayMs);
      return;
    }
    setReturning(false);
    if (outcome.kind === 'failed') {
      endingHere.current = false;
      toast({ title: outcome.title, description: outcome.description, variant: 'destructive' });
      return;
    }
    // Not the admin's session any more: whoever is signed in goes on as themself.
    toast({ title: outcome.title, variant: 'destructive' });
    queryClient.removeQueries();
    void navigate(outcome.signedIn ? '/dashboard' : '/auth', { replace: true });
  };

  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      square
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={stop} disabled={returning}>
          {text.stopImpersonation}
        </Button>
      }
    >
      {returning || !record ? text.returningToAdmin : text.impersonatingAs(record.email)}
    </Alert>
  );
}
