import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { shellMessages } from '@contracts/messages/shell';
import { appConfig } from '@config/app-config';
import { errorMessage } from '../../lib/error-messages';
import { clearImpersonation, useImpersonation } from '../../lib/impersonation';
import { meQuery } from '../../lib/me';
import { useToast } from '../../lib/toast';

const text = shellMessages;

/**
 * Shown while an impersonation record is stored. 'Voltar para painel admin' runs `onStopImpersonation`
 * (by default it only forgets the record; the admin issue passes the real stop: sign out, restore the
 * admin session, end the server session) and goes to /admin 1 s later, as the spec says.
 */
export function ImpersonationBanner({
  onStopImpersonation = clearImpersonation,
}: {
  onStopImpersonation?: () => void | Promise<void>;
}) {
  const record = useImpersonation();
  const { data: me } = useQuery({ ...meQuery, enabled: record !== null });
  const navigate = useNavigate();
  const toast = useToast();
  const [returning, setReturning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!record && !returning) return null;

  const stop = async () => {
    setReturning(true);
    try {
      await onStopImpersonation();
      timer.current = setTimeout(() => navigate('/admin'), appConfig.impersonation.returnDelayMs);
    } catch (error) {
      setReturning(false);
      toast({ title: text.stopImpersonationError, description: errorMessage(error), variant: 'destructive' });
    }
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
      {returning ? text.returningToAdmin : me ? text.impersonatingAs(me.email) : text.impersonating}
    </Alert>
  );
}
