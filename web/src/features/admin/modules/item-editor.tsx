import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Card, CardContent, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { itemContentTypes } from '@contracts/learning';
import { adminModulesMessages } from '@contracts/messages/admin-modules';
import type { ItemErrors, ItemValues } from './items-form';
import { UploadButton } from './upload-button';

const text = adminModulesMessages.items;
const UPLOADABLE = { image: 'image', file: 'file' } as const;

/** One item of a material: type, title, content (an upload for images and files), caption and alt. */
export function ItemEditor({
  moduleId,
  item,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  moduleId: string;
  item: ItemValues;
  index: number;
  count: number;
  errors: ItemErrors;
  onChange: (next: ItemValues) => void;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}) {
  const position = index + 1;
  const set = (name: keyof Omit<ItemValues, 'key'>) => (event: { target: { value: string } }) =>
    onChange({ ...item, [name]: event.target.value });
  const field = (name: 'title' | 'content' | 'caption' | 'alt') => ({
    value: item[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    size: 'small' as const,
  });
  const uploadKind = UPLOADABLE[item.contentType as keyof typeof UPLOADABLE];
  const long = item.contentType === 'text' || item.contentType === 'presentation';

  return (
    <Card variant="outlined" component="li" aria-label={text.itemLabel(position)}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 600, flex: 1 }}>
            {text.itemLabel(position)}
          </Typography>
          <IconButton
            size="small"
            aria-label={text.moveUp(position)}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUpwardOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={text.moveDown(position)}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDownwardOutlined fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={text.remove(position)} onClick={onRemove}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              label={text.fields.contentType}
              value={item.contentType}
              onChange={set('contentType')}
              size="small"
              sx={{ minWidth: 170 }}
            >
              {itemContentTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {text.contentTypes[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={text.fields.title} required {...field('title')} />
          </Stack>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={text.fields.content}
              required
              multiline={long}
              minRows={long ? 4 : undefined}
              {...field('content')}
              helperText={errors.content ?? text.contentHints[item.contentType]}
            />
            {uploadKind && (
              <UploadButton
                moduleId={moduleId}
                kind={uploadKind}
                label={`${text.upload}: ${text.itemLabel(position)}`}
                onUploaded={(fileUrl) => onChange({ ...item, content: fileUrl })}
              />
            )}
          </Stack>
          {item.contentType === 'image' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField label={text.fields.caption} {...field('caption')} />
              <TextField label={text.fields.alt} {...field('alt')} />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
