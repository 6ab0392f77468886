import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { LearningMaterialSummary } from '@contracts/learning';
import { learningMessages } from '@contracts/messages/learning';
import { formatEstimatedTime } from '@domain/learning';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/error-messages';
import { useModule } from './api';
import { MaterialSummary } from './material-summary';
import { ModuleIcon } from '../../components/module-icon';
import { categoryLabel } from '../../lib/category-label';

const text = learningMessages;
const statusColor = { not_started: 'default', in_progress: 'info', completed: 'success' } as const;

function MaterialCard({ material, index }: { material: LearningMaterialSummary; index: number }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/materials/${material.moduleId}/${material.id}`}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              {index}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <MaterialSummary
                title={`${index}. ${material.title}`}
                heading="h2"
                description={material.description}
                type={material.type}
              >
                {material.estimatedTime !== null && (
                  <Chip
                    size="small"
                    variant="outlined"
                    icon={<AccessTimeIcon aria-hidden />}
                    label={formatEstimatedTime(material.estimatedTime)}
                  />
                )}
                <Chip
                  size="small"
                  color={statusColor[material.progress.status]}
                  label={text.progressStatus[material.progress.status]}
                />
              </MaterialSummary>
            </Box>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const sections = ['content', 'exercises', 'discussion'] as const;
type Section = (typeof sections)[number];
const comingSoon = { exercises: text.exercisesSoon, discussion: text.discussionSoon } as const;

/**
 * /materials/{moduleId} (level 1): the module, then its tabs (decision 0052): 'Conteúdo', the numbered
 * materials with type, time and progress; 'Exercícios práticos' and 'Discussão', coming soon.
 */
export function ModulePage() {
  const { moduleId = '' } = useParams();
  const query = useModule(moduleId);
  const [section, setSection] = useState<Section>('content');
  const baseId = useId();
  const back = (
    <Box>
      <Button component={RouterLink} to="/materials" startIcon={<ArrowBackIcon />} size="small">
        {text.backToModules}
      </Button>
    </Box>
  );
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">
          <AlertTitle>{text.loadMaterialsError}</AlertTitle>
          {errorMessage(query.error)}
        </Alert>
      </Stack>
    );
  const { module, materials } = query.data;
  return (
    <Stack spacing={3}>
      {back}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ pt: 1 }}>
          <ModuleIcon icon={module.icon} />
        </Box>
        <Box>
          <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
            {module.title}
          </Typography>
          <Typography color="text.secondary">{module.description}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={categoryLabel(module.category)} />
            <Chip size="small" label={text.moduleProgress(module.completedCount, module.materialCount)} />
          </Stack>
        </Box>
      </Stack>
      <Box>
        {/* Three tabs that always fit: they share a phone's width (labels may wrap), at most 600 px. */}
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          <Tabs
            value={section}
            onChange={(_, value: Section) => setSection(value)}
            variant="fullWidth"
            aria-label={text.moduleSections}
            sx={{ maxWidth: 600 }}
          >
            {sections.map((key) => (
              <Tab
                key={key}
                value={key}
                wrapped
                id={`${baseId}-tab-${key}`}
                aria-controls={`${baseId}-panel-${key}`}
                label={text.tabs[key]}
              />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" id={`${baseId}-panel-${section}`} aria-labelledby={`${baseId}-tab-${section}`}>
          {section !== 'content' ? (
            <Alert severity="info">{comingSoon[section]}</Alert>
          ) : materials.length === 0 ? (
            <Typography color="text.secondary">{text.noMaterials}</Typography>
          ) : (
            <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {materials.map((material, index) => (
                <MaterialCard key={material.id} material={material} index={index + 1} />
              ))}
            </Stack>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
