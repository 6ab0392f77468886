import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { Button } from '@mui/material';

/** 'Atualizar': reads the list again, spinning in place of its icon meanwhile. */
export function RefreshButton({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<RefreshOutlined aria-hidden />}
      onClick={onClick}
      loading={loading}
      loadingPosition="start"
    >
      {label}
    </Button>
  );
}
