import { Chip, Stack } from '@mui/material';
import type { Role } from '@contracts/me';
import { adminMessages } from '@contracts/messages/admin';

export const roleLabel = (role: Role) =>
  role === 'admin' ? adminMessages.roleAdmin : adminMessages.roleUser;

/** The roles a user holds, admin first: 'Administrador', 'Usuário'. */
export function RoleChips({ roles }: { roles: readonly Role[] }) {
  const ordered = [...roles].sort((a, b) => Number(b === 'admin') - Number(a === 'admin'));
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {ordered.map((role) => (
        <Chip
          key={role}
          size="small"
          label={roleLabel(role)}
          color={role === 'admin' ? 'primary' : 'default'}
          variant={role === 'admin' ? 'filled' : 'outlined'}
        />
      ))}
    </Stack>
  );
}
