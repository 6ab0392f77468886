import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import type { ActionNote } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { isConflict } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-messages';
import { formatDate } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { useCreateNote, useDeleteNote, useNotes, useUpdateNote, type TaskRef } from './api';

const text = actionPlanMessages.notes;
const actionsText = actionPlanMessages.actions;

function NoteItem({ note, task }: { note: ActionNote; task: TaskRef }) {
  const toast = useToast();
  const update = useUpdateNote(task);
  const remove = useDeleteNote(task);
  const [draft, setDraft] = useState<string | null>(null);

  function save() {
    if (draft === null || !draft.trim()) return;
    // A 409 (changed in another tab): the notes are read again and the draft stays, to save over the latest.
    update.mutate(
      { noteId: note.id, body: { content: draft, version: note.version } },
      {
        onSuccess: () => setDraft(null),
        onError: (error) =>
          toast({
            title: text.updateError,
            description: errorMessage(error),
            variant: isConflict(error) ? 'warning' : 'destructive',
          }),
      },
    );
  }

  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}
    >
      {draft === null ? (
        <>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {note.content}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {formatDate(note.updatedAt)}
            </Typography>
            <Stack direction="row">
              <Tooltip title={text.edit}>
                <IconButton size="small" aria-label={text.edit} onClick={() => setDraft(note.content)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={text.delete}>
                <IconButton
                  size="small"
                  aria-label={text.delete}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { noteId: note.id, version: note.version },
                      {
                        onError: (error) =>
                          toast({
                            title: text.deleteError,
                            description: errorMessage(error),
                            variant: isConflict(error) ? 'warning' : 'destructive',
                          }),
                      },
                    )
                  }
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Stack>
        </>
      ) : (
        <Stack spacing={1}>
          <TextField
            label={text.edit}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            multiline
            minRows={2}
            size="small"
            autoFocus
            error={!draft.trim()}
            helperText={draft.trim() ? undefined : actionPlanMessages.validation.noteBlank}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setDraft(null)}>
              {actionsText.cancel}
            </Button>
            <Button
              size="small"
              variant="contained"
              onClick={save}
              disabled={!draft.trim() || update.isPending}
            >
              {actionsText.save}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

/** 'Minhas Anotações': the task's notes, newest first, with a form to add one (non-blank, trimmed). */
export function NotesPanel({ task }: { task: TaskRef }) {
  const toast = useToast();
  const notes = useNotes(task);
  const create = useCreateNote(task);
  const [draft, setDraft] = useState('');

  function add() {
    if (!draft.trim()) return;
    create.mutate(draft, {
      onSuccess: () => setDraft(''),
      onError: (error) =>
        toast({ title: text.saveError, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="notes-title" sx={{ minWidth: 0 }}>
      <Typography id="notes-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <TextField
        label={text.placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={2}
        size="small"
      />
      <Box>
        <Button variant="outlined" size="small" onClick={add} disabled={!draft.trim() || create.isPending}>
          {text.add}
        </Button>
      </Box>
      {notes.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.empty}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {notes.data?.map((note) => (
          <NoteItem key={note.id} note={note} task={task} />
        ))}
      </Stack>
    </Stack>
  );
}
