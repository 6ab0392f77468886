import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { learningMessages } from '@contracts/messages/learning';

const text = learningMessages.file;

/** The file's type from its extension: 'PDF', 'XLSX'… */
export const fileType = (path: string) => (path.split(/[?#]/)[0]!.split('.').pop() ?? '').toUpperCase();

/** Bytes as '2,5 MB' / '20 KB'. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A file: a card with its real type and size (read from the server, not the original's fixed
 * 'PDF • 2.5MB'), the browser's own PDF viewer in the page, and a download.
 */
export function FileItem({ title, content }: { title: string; content: string }) {
  const [size, setSize] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const type = fileType(content);
  useEffect(() => {
    const controller = new AbortController();
    fetch(content, { method: 'HEAD', signal: controller.signal })
      .then((response) => {
        const length = Number(response.headers.get('content-length'));
        if (response.ok && length > 0) setSize(length);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [content]);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
            <InsertDriveFileOutlined color="primary" aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[type, size === null ? null : fileSize(size)].filter(Boolean).join(' • ')}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1}>
            {type === 'PDF' && (
              <Button
                variant="outlined"
                startIcon={<VisibilityOutlined />}
                onClick={() => setOpen((value) => !value)}
              >
                {open ? text.close : text.open}
              </Button>
            )}
            <Button variant="contained" startIcon={<DownloadIcon />} href={content} download>
              {text.download}
            </Button>
          </Stack>
        </Stack>
        {open && (
          <Box
            component="iframe"
            src={content}
            title={text.viewerTitle(title)}
            sx={{
              mt: 2,
              width: '100%',
              height: { xs: 480, md: 640 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}
