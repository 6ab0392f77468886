import { Chip } from '@mui/material';
import { adminModulesMessages } from '@contracts/messages/admin-modules';

const text = adminModulesMessages;

/** 'Publicado' (green) or 'Rascunho' (outlined): a module's or a material's status. */
export function StatusChip({ published }: { published: boolean }) {
  return (
    <Chip
      size="small"
      label={published ? text.published : text.draft}
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
    />
  );
}
