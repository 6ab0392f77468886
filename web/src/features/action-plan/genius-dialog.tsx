import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import type { ActionItem, GeniusMessage } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { MarkdownText } from '../../components/markdown-text';
import { ApiError } from '../../lib/api-error';
import { aiUnavailableMessage } from '../../lib/error-messages';
import { useToast } from '../../lib/toast';
import { useAskGenius, useGeniusConversation } from './api';
import { NotesPanel } from './notes-panel';

const text = actionPlanMessages.genius;
const screenGenius = actionPlanScreenMessages.genius;

function Bubble({ message }: { message: GeniusMessage }) {
  const mine = message.role === 'user';
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '88%',
        bgcolor: mine ? 'primary.main' : 'grey.100',
        color: mine ? 'primary.contrastText' : 'text.primary',
        borderRadius: 2,
        px: 1.5,
        py: 1,
      }}
    >
      <Typography variant="caption" component="p" sx={{ fontWeight: 700, mb: 0.25 }}>
        {mine ? text.you : text.title}
      </Typography>
      {mine ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.content}
        </Typography>
      ) : (
        <MarkdownText headingLevel={4}>{message.content}</MarkdownText>
      )}
    </Box>
  );
}

/** The chat with Genius about one task: the stored conversation, suggestions, Enter to send. */
function GeniusChat({ task }: { task: ActionItem }) {
  const toast = useToast();
  const ref = { planId: task.planId, itemId: task.id };
  const conversation = useGeniusConversation(ref);
  const ask = useAskGenius(ref);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const messages = conversation.data?.messages ?? [];

  // Braces: scrollIntoView returns a promise in recent browsers, and an effect may return only a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length, pending]);

  function send(message: string) {
    // Spec: nothing is sent while a reply is loading, nor a blank message.
    if (ask.isPending || !message.trim()) return;
    setPending(message.trim());
    setDraft('');
    ask.mutate(message.trim(), {
      onSettled: () => setPending(null),
      onError: (error) => {
        setDraft(message);
        const invalid = error instanceof ApiError && error.message === text.invalidReply;
        toast({
          title: invalid ? text.invalidReply : text.errorTitle,
          description:
            error instanceof ApiError && error.status === 429
              ? error.message
              : (aiUnavailableMessage(error) ?? text.errorText),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0, minHeight: 0 }}>
      <Stack
        component="ol"
        spacing={1}
        aria-label={screenGenius.conversationLabel}
        aria-live="polite"
        sx={{ p: 0, m: 0, maxHeight: { xs: 'none', md: 420 }, overflowY: 'auto', pr: 0.5 }}
        tabIndex={0}
      >
        {messages.length === 0 && !pending && (
          <Typography component="li" color="text.secondary" sx={{ listStyle: 'none' }}>
            {screenGenius.welcome}
          </Typography>
        )}
        {messages.map((message, index) => (
          <Bubble key={index} message={message} />
        ))}
        {pending && <Bubble message={{ role: 'user', content: pending, at: '' }} />}
        {ask.isPending && (
          <Typography
            component="li"
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ listStyle: 'none' }}
          >
            {text.typing}
          </Typography>
        )}
        <Box component="li" ref={end} aria-hidden sx={{ listStyle: 'none' }} />
      </Stack>
      {messages.length === 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {text.suggestions.map((suggestion) => (
            <Chip
              key={suggestion}
              label={suggestion}
              variant="outlined"
              color="primary"
              onClick={() => send(suggestion)}
              disabled={ask.isPending}
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          label={text.placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send(draft);
            }
          }}
          helperText={text.hint}
          multiline
          maxRows={5}
          fullWidth
          size="small"
        />
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          onClick={() => send(draft)}
          disabled={ask.isPending || !draft.trim()}
          sx={{ mb: 3 }}
        >
          {text.send}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Genius help for a task: the chat on one side, 'Minhas Anotações' on the other (stacked on a phone). */
export function GeniusDialog({ task, onClose }: { task: ActionItem; onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  return (
    // Held at the top, not centred: the conversation and the notes arrive after it opens, and a centred
    // dialog would move under the pointer as they grow (a suggestion clicked mid-move was lost).
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {text.title}
        <Typography
          component="span"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Typography>
      </DialogTitle>
      <IconButton
        aria-label={screenGenius.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <GeniusChat task={task} />
          <NotesPanel task={{ planId: task.planId, itemId: task.id }} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
