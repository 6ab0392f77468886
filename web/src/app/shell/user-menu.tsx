import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import {
  Avatar,
  Divider,
  IconButton,
  ListItemIcon,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { authMessages } from '@contracts/messages/auth';
import { shellMessages } from '@contracts/messages/shell';
import { errorMessage } from '../../lib/error-messages';
import { meQuery, useMe } from '../../lib/me';
import { refreshSession, signOut, useSession } from '../../lib/session';
import { useToast } from '../../lib/toast';

const text = shellMessages;

function initials(firstName?: string, lastName?: string): string {
  return `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase();
}

/** Perfil; for admins Admin Panel and Atualizar Status Admin; Sair. */
export function UserMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data: session } = useSession();
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const menuId = useId();
  const close = () => setAnchor(null);
  const go = (to: string) => {
    close();
    navigate(to);
  };

  /** Refreshes the tokens (a group change shows up at once) and reads the admin flag again. */
  const refreshAdminStatus = async () => {
    close();
    const session = await refreshSession().catch(() => null);
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    const isAdmin = Boolean(session?.isAdmin);
    toast({
      title: text.adminStatusRefreshed,
      description: isAdmin ? text.adminStatusIsAdmin : text.adminStatusIsNotAdmin,
      variant: 'success',
    });
  };

  const onSignOut = async () => {
    close();
    try {
      await signOut();
      navigate('/auth', { replace: true });
    } catch (error) {
      toast({
        title: authMessages.signOutErrorTitle,
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Tooltip title={text.userMenu}>
        <IconButton
          aria-label={text.userMenu}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main' }}>
            {initials(me?.firstName, me?.lastName) || <PersonOutlineOutlined fontSize="small" />}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 0.5 } } }}
      >
        {me && (
          // Inside role=menu only menu items may appear: the identity is a disabled (skipped) item.
          <MenuItem disabled sx={{ display: 'block', '&.Mui-disabled': { opacity: 1 } }}>
            <Typography variant="subtitle2" noWrap>{`${me.firstName} ${me.lastName}`}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {me.email}
            </Typography>
          </MenuItem>
        )}
        {me && <Divider />}
        <MenuItem onClick={() => go('/profile')}>
          <ListItemIcon>
            <PersonOutlineOutlined fontSize="small" />
          </ListItemIcon>
          {text.profile}
        </MenuItem>
        {session?.isAdmin && (
          <MenuItem onClick={() => go('/admin')}>
            <ListItemIcon>
              <AdminPanelSettingsOutlined fontSize="small" />
            </ListItemIcon>
            {text.adminPanel}
          </MenuItem>
        )}
        {session?.isAdmin && (
          <MenuItem onClick={refreshAdminStatus}>
            <ListItemIcon>
              <RefreshOutlined fontSize="small" />
            </ListItemIcon>
            {text.refreshAdminStatus}
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={onSignOut}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {text.signOut}
        </MenuItem>
      </Menu>
    </>
  );
}
