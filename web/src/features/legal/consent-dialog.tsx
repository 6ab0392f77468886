import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useId } from 'react';
import { legalDocuments } from '@contracts/legal';
import { legalMessages } from '@contracts/messages/legal';
import { LegalLink, type LegalDocument } from '../../components/legal-link';
import { formatDay } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { useAcceptConsent } from './api/accept-consent';

const text = legalMessages;

function DocumentItem({ document }: { document: LegalDocument }) {
  const { version, publishedOn } = legalDocuments[document];
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={<LegalLink document={document} newTab />}
        secondary={text.version(version, formatDay(publishedOn))}
      />
    </ListItem>
  );
}

/**
 * A new version of the terms or the privacy policy: both linked (a new tab), 'Aceitar' records the
 * acceptance; 'Agora não' (or Escape) leaves it for the next visit (decision 0046).
 */
export function ConsentDialog({ onLater }: { onLater: () => void }) {
  const titleId = useId();
  const introId = useId();
  const accept = useAcceptConsent();
  const toast = useToast();
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => toast({ title: text.acceptedToast, variant: 'success' }),
      onError: () =>
        toast({ title: text.acceptErrorTitle, description: text.acceptError, variant: 'destructive' }),
    });
  return (
    <Dialog open onClose={onLater} aria-labelledby={titleId} aria-describedby={introId}>
      <DialogTitle id={titleId}>{text.updateTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>{text.updateIntro}</DialogContentText>
        <List dense>
          <DocumentItem document="terms" />
          <DocumentItem document="privacy" />
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLater}>{text.later}</Button>
        <Button variant="contained" onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? text.accepting : text.accept}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
