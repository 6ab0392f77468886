import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { defaultPlanAreas, ITEMS_PER_AREA, planAreas } from '@contracts/action-plan';
import { actionPlanMessages } from '@contracts/messages/action-plan';
import { actionPlanScreenMessages } from '@contracts/messages/action-plan-screen';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-messages';
import { useToast } from '../../lib/toast';
import { useGeneratePlan } from './api';

const text = actionPlanMessages;
const screen = actionPlanScreenMessages;

/**
 * The category selection before generating a plan from the dossier: the spec's nine areas (Marketing,
 * Vendas and Gestão checked), a custom area (added when non-blank and new), items per area 1-10.
 */
export function GenerateDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const toast = useToast();
  const generate = useGeneratePlan();
  const [areas, setAreas] = useState<string[]>([...planAreas]);
  const [selected, setSelected] = useState<Set<string>>(new Set(defaultPlanAreas));
  const [custom, setCustom] = useState('');
  const [items, setItems] = useState(String(ITEMS_PER_AREA.default));
  const [error, setError] = useState<string | null>(null);

  const toggle = (area: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(area)) next.delete(area);
      else next.add(area);
      return next;
    });

  function addCustom() {
    const area = custom.trim();
    if (!area) return;
    const existing = areas.find(
      (candidate) => candidate.toLocaleLowerCase('pt-BR') === area.toLocaleLowerCase('pt-BR'),
    );
    if (!existing) setAreas((current) => [...current, area]);
    setSelected((current) => new Set(current).add(existing ?? area));
    setCustom('');
  }

  const count = Number(items);
  const countValid = Number.isInteger(count) && count >= ITEMS_PER_AREA.min && count <= ITEMS_PER_AREA.max;

  function submit() {
    if (selected.size === 0) return setError(text.validation.areaRequired);
    if (!countValid) return setError(text.validation.itemsPerArea);
    setError(null);
    generate.mutate(
      { areas: areas.filter((area) => selected.has(area)), itemsPerArea: count },
      {
        onSuccess: () => {
          toast({ title: text.generation.started, variant: 'success' });
          onClose();
        },
        onError: (failure) =>
          toast({
            title:
              failure instanceof ApiError && failure.status === 409
                ? text.alreadyGenerating
                : text.generateError,
            description:
              failure instanceof ApiError && failure.status < 500 ? failure.message : errorMessage(failure),
            variant: failure instanceof ApiError && failure.status === 409 ? 'default' : 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.generation.dialogTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{screen.generationDialogText}</DialogContentText>
        <FormControl component="fieldset" error={Boolean(error) && selected.size === 0} fullWidth>
          <FormLabel component="legend">{text.generation.areasLabel}</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {areas.map((area) => (
              <FormControlLabel
                key={area}
                control={<Checkbox checked={selected.has(area)} onChange={() => toggle(area)} />}
                label={area}
              />
            ))}
          </FormGroup>
        </FormControl>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <TextField
            label={text.generation.customArea}
            size="small"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCustom();
              }
            }}
            slotProps={{ htmlInput: { maxLength: 60 } }}
            sx={{ flexGrow: 1 }}
          />
          <Button variant="outlined" onClick={addCustom} disabled={!custom.trim()}>
            {text.generation.addArea}
          </Button>
        </Stack>
        <TextField
          type="number"
          label={text.generation.itemsPerArea}
          value={items}
          onChange={(event) => setItems(event.target.value)}
          error={!countValid}
          helperText={countValid ? screen.itemsHint : text.validation.itemsPerArea}
          slotProps={{ htmlInput: { min: ITEMS_PER_AREA.min, max: ITEMS_PER_AREA.max, step: 1 } }}
          sx={{ mt: 2, width: 220 }}
        />
        {error && (
          <FormHelperText error role="alert">
            {error}
          </FormHelperText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.actions.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={generate.isPending}>
          {text.generation.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
