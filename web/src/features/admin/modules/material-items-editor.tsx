import AddOutlined from '@mui/icons-material/AddOutlined';
import { Alert, Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { AdminMaterial } from '@contracts/admin-modules';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import { ItemView } from '../../../components/learning-items/item-view';
import { useToast } from '../../../lib/toast';
import { useSaveItems } from '../api/modules';
import { serverMessage } from '../shared/server-message';
import { ItemEditor } from './item-editor';
import { moveItem, newItem, toItemValues, toPreview, validateItems, type ItemErrors } from './items-form';

const text = adminModulesMessages.items;
const common = adminModulesMessages;

/**
 * A material's items (spec 3 "Material item"): edited as a list (order = position), saved together,
 * with a preview drawn by the same components the users' viewer uses.
 */
export function MaterialItemsEditor({ moduleId, material }: { moduleId: string; material: AdminMaterial }) {
  const toast = useToast();
  const save = useSaveItems(moduleId, material.id);
  const [items, setItems] = useState(() => toItemValues(material.items));
  const [errors, setErrors] = useState<ItemErrors[]>([]);
  const [listError, setListError] = useState<string>();
  const [dirty, setDirty] = useState(false);

  const update = (next: typeof items) => {
    setItems(next);
    setErrors([]);
    setListError(undefined);
    setDirty(true);
  };

  const submit = async () => {
    const result = validateItems(items);
    if (!result.data) {
      setErrors(result.errors);
      setListError(result.list);
      return;
    }
    try {
      await save.mutateAsync(result.data);
      setDirty(false);
      toast({ title: text.saved, variant: 'success' });
    } catch (error) {
      toast({
        title: common.errorTitle,
        description: text.saveError(serverMessage(error)),
        variant: 'destructive',
      });
    }
  };

  const preview = toPreview(items).filter((item) => item.content.trim() !== '');

  return (
    <Card variant="outlined" component="section" aria-labelledby="items-heading">
      <CardContent>
        <Typography id="items-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
          {text.title(material.title)}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Stack spacing={2}>
            {items.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
            <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((item, index) => (
                <ItemEditor
                  key={item.key}
                  moduleId={moduleId}
                  item={item}
                  index={index}
                  count={items.length}
                  errors={errors[index] ?? {}}
                  onChange={(next) => update(items.map((entry) => (entry.key === item.key ? next : entry)))}
                  onMove={(direction) => update(moveItem(items, index, direction))}
                  onRemove={() => update(items.filter((entry) => entry.key !== item.key))}
                />
              ))}
            </Stack>
            {listError && <Alert severity="error">{listError}</Alert>}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Button startIcon={<AddOutlined aria-hidden />} onClick={() => update([...items, newItem()])}>
                {text.add}
              </Button>
              <Button variant="contained" onClick={() => void submit()} loading={save.isPending}>
                {text.save}
              </Button>
              {dirty && (
                <Typography role="status" variant="body2" color="text.secondary">
                  {text.unsaved}
                </Typography>
              )}
            </Stack>
          </Stack>
          <Box component="section" aria-labelledby="preview-heading">
            <Typography id="preview-heading" component="h2" variant="h6">
              {text.preview}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {text.previewHint}
            </Typography>
            <Divider sx={{ mb: 2 }} />
            <Stack spacing={4}>
              {preview.map((item) => (
                <ItemView key={item.orderNumber} item={item} />
              ))}
            </Stack>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
