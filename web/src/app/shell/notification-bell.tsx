import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { badgeText } from '@domain/notifications';
import { notificationsMessages } from '@contracts/messages/notifications';
import { appConfig } from '@config/app-config';
import { ComponentErrorBoundary } from '../../components/errors/component-error-boundary';
import { taskLink } from '../../lib/action-plans';
import { useNotifications, type NotificationsState } from '../../lib/notifications';

const text = notificationsMessages;

/**
 * The bell: unread count as a badge ('9+' above 9) and the list in a popover; a list that fails to
 * render shows the component-level error screen (one retry) inside it.
 */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { notifications, unreadCount, markAsRead, dismiss, clearAll } = useNotifications();
  const popoverId = useId();
  const titleId = useId();
  const badge = badgeText(unreadCount);
  const label = unreadCount > 0 ? text.bellLabelWithCount(unreadCount) : text.bellLabel;

  return (
    <>
      <Tooltip title={text.bellLabel}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={badge} color="error" invisible={badge === null}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {text.title}
          </Typography>
          <Button size="small" onClick={clearAll} disabled={notifications.length === 0}>
            {text.clearAll}
          </Button>
        </Stack>
        <Divider />
        <Box sx={{ maxHeight: appConfig.layout.notificationListHeightPx, overflowY: 'auto' }}>
          <ComponentErrorBoundary>
            <NotificationList
              notifications={notifications}
              markAsRead={markAsRead}
              dismiss={dismiss}
              onOpenTask={() => setAnchor(null)}
            />
          </ComponentErrorBoundary>
        </Box>
      </Popover>
    </>
  );
}

/** The popover's list: its own component, so that an error while rendering it stays inside its boundary. */
function NotificationList({
  notifications,
  markAsRead,
  dismiss,
  onOpenTask,
}: Pick<NotificationsState, 'notifications' | 'markAsRead' | 'dismiss'> & { onOpenTask: () => void }) {
  return notifications.length === 0 ? (
    <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
      {text.empty}
    </Typography>
  ) : (
    <List dense disablePadding>
      {notifications.map((notification) => (
        <ListItem
          key={notification.id}
          divider
          secondaryAction={
            <Stack direction="row">
              <IconButton
                size="small"
                aria-label={`${text.markAsRead}: ${notification.title}`}
                onClick={() => markAsRead(notification.id)}
              >
                <DoneOutlined fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={`${text.dismiss}: ${notification.title}`}
                onClick={() => dismiss(notification.id)}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            </Stack>
          }
          disablePadding
          sx={{ bgcolor: notification.read ? undefined : 'action.hover' }}
        >
          {/* Each notification opens its task on the action plan page. */}
          <ListItemButton
            component={RouterLink}
            to={taskLink(notification.actionItemId)}
            onClick={() => {
              markAsRead(notification.id);
              onOpenTask();
            }}
            sx={{ pr: 10 }}
          >
            <ListItemText
              primary={notification.title}
              secondary={notification.message}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
