import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { learningMessages } from '@contracts/messages/learning';
import { formatEstimatedTime } from '@domain/learning';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/error-messages';
import { useToast } from '../../lib/toast';
import { useMaterial, useModule, useProgress } from './api';
import { ItemView } from '../../components/learning-items/item-view';

const text = learningMessages;

/**
 * /materials/{moduleId}/{materialId} (level 2): the material's items, previous/next across the module,
 * 'N de M', a collapsible list of the module's materials, and 'Marcar como concluído'. Opening it
 * records the view (in_progress the first time, silently afterwards).
 */
export function MaterialViewerPage() {
  const { moduleId = '', materialId = '' } = useParams();
  const module = useModule(moduleId);
  const material = useMaterial(moduleId, materialId);
  const progress = useProgress(moduleId);
  const toast = useToast();
  // The list starts open beside the content on a wide screen, closed above it on a phone.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [listChoice, setListOpen] = useState<boolean | null>(null);
  const listOpen = listChoice ?? !phone;
  const { mutate: record } = progress;

  useEffect(() => {
    record({ materialId, action: 'view' });
  }, [record, materialId]);

  const backToModule = (
    <Button component={RouterLink} to={`/materials/${moduleId}`} startIcon={<ArrowBackIcon />} size="small">
      {text.backToModule}
    </Button>
  );
  if (material.isPending || module.isPending) return <PageLoader />;
  if (material.isError || module.isError)
    return (
      <Stack spacing={2}>
        <Box>{backToModule}</Box>
        <Alert severity="error">
          <AlertTitle>{material.isError ? text.loadItemsError : text.loadMaterialsError}</AlertTitle>
          {errorMessage(material.error ?? module.error)}
        </Alert>
      </Stack>
    );

  const materials = module.data.materials;
  const index = materials.findIndex((entry) => entry.id === materialId);
  const previous = index > 0 ? materials[index - 1] : undefined;
  const next = index >= 0 ? materials[index + 1] : undefined;
  const current = material.data.material;
  // The module's list is what a view or a completion refreshes: the status shown comes from it.
  const done = (materials[index]?.progress.status ?? current.progress.status) === 'completed';

  function complete() {
    progress.mutate(
      { materialId, action: 'complete' },
      {
        onSuccess: () => toast({ title: text.completedToast, variant: 'success' }),
        onError: (error) =>
          toast({ title: text.progressError, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  const navigation = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Button
        component={RouterLink}
        to={previous ? `/materials/${moduleId}/${previous.id}` : '#'}
        startIcon={<ChevronLeft />}
        disabled={!previous}
      >
        {text.previous}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {text.position(index + 1, materials.length)}
      </Typography>
      <Button
        component={RouterLink}
        to={next ? `/materials/${moduleId}/${next.id}` : '#'}
        endIcon={<ChevronRight />}
        disabled={!next}
      >
        {text.next}
      </Button>
    </Stack>
  );

  return (
    <Stack spacing={2} sx={{ minHeight: 'calc(100vh - 140px)' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        {backToModule}
        <Button
          size="small"
          startIcon={<MenuOpenIcon />}
          aria-expanded={listOpen}
          aria-controls="module-materials"
          onClick={() => setListOpen(!listOpen)}
        >
          {listOpen ? text.hideList : text.showList}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          flexGrow: 1,
          gridTemplateColumns: { xs: '1fr', md: listOpen ? '280px 1fr' : '1fr' },
          alignItems: 'start',
        }}
      >
        {listOpen && (
          <Paper variant="outlined" component="nav" id="module-materials" aria-label={text.materialsList}>
            <Typography sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>{module.data.module.title}</Typography>
            <List dense>
              {materials.map((entry, position) => (
                <ListItem key={entry.id} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={`/materials/${moduleId}/${entry.id}`}
                    selected={entry.id === materialId}
                    aria-current={entry.id === materialId ? 'page' : undefined}
                  >
                    <ListItemText
                      primary={`${position + 1}. ${entry.title}`}
                      secondary={text.progressStatus[entry.progress.status]}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Box>
            <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
              {current.title}
            </Typography>
            <Typography color="text.secondary">
              {[
                text.materialTypes[current.type] ?? current.type,
                current.estimatedTime === null ? null : formatEstimatedTime(current.estimatedTime),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          {navigation}
          <Divider />
          {material.data.items.length === 0 ? (
            <Typography color="text.secondary">{text.noContent}</Typography>
          ) : (
            material.data.items.map((item) => <ItemView key={item.orderNumber} item={item} />)
          )}
          <Divider />
          <Box>
            {done ? (
              <Alert severity="success" icon={<CheckCircleOutlined />}>
                {text.completed}
              </Alert>
            ) : (
              <Button
                variant="contained"
                startIcon={<CheckCircleOutlined />}
                onClick={complete}
                disabled={progress.isPending}
              >
                {text.markCompleted}
              </Button>
            )}
          </Box>
          {navigation}
        </Stack>
      </Box>
    </Stack>
  );
}
