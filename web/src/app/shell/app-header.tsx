import MenuOutlined from '@mui/icons-material/MenuOutlined';
import { AppBar, IconButton, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { shellMessages } from '@contracts/messages/shell';

/** The header: the slide-over's menu button (below 768 px), then the shell's own contents. */
export function AppHeader({
  menuOpen,
  onOpenMenu,
  children,
}: {
  menuOpen: boolean;
  onOpenMenu: () => void;
  children: ReactNode;
}) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
        <IconButton
          edge="start"
          onClick={onOpenMenu}
          aria-label={shellMessages.openMenu}
          aria-expanded={menuOpen}
          sx={{ display: { md: 'none' } }}
        >
          <MenuOutlined />
        </IconButton>
        {children}
      </Toolbar>
    </AppBar>
  );
}
