import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  InputAdornment,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { LearningModuleSummary } from '@contracts/learning';
import { learningMessages } from '@contracts/messages/learning';
import { isNew } from '@domain/learning';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageLoader } from '../../components/page-loader';
import { useLearningModules } from '../../lib/learning-modules';
import { categoryLabel } from '../../lib/category-label';
import { ModuleIcon } from '../../components/module-icon';
import { useModulesMaterials } from './api';
import { searchContents, type MaterialMatch } from './search';
import { MaterialSummary } from './material-summary';

const text = learningMessages;

function ModuleCard({ module, now }: { module: LearningModuleSummary; now: Date }) {
  const percent =
    module.materialCount === 0 ? 0 : Math.round((module.completedCount / module.materialCount) * 100);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex' }}>
      <CardActionArea component={RouterLink} to={`/materials/${module.id}`} sx={{ alignItems: 'stretch' }}>
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ModuleIcon icon={module.icon} />
            <Chip size="small" variant="outlined" label={categoryLabel(module.category)} />
            {isNew(module.createdAt, now) && <Chip size="small" color="success" label={text.newBadge} />}
          </Stack>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {module.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {module.description}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={text.moduleProgress(module.completedCount, module.materialCount)}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary">
            {text.materialCount(module.materialCount)} · {text.completedCount(module.completedCount)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A material the search found: its title, description, type and module, opening the viewer. */
function MaterialResult({ material, module }: MaterialMatch) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/materials/${module.id}/${material.id}`}>
        <CardContent>
          <MaterialSummary
            title={material.title}
            heading="h3"
            description={material.description}
            type={material.type}
          >
            <Typography variant="body2" color="text.secondary">
              {text.inModule(module.title)}
            </Typography>
          </MaterialSummary>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * /materials (level 0): the published modules; 'Pesquisar conteúdos...' finds modules and, below them,
 * the materials of every module by title or description (decision 0052).
 */
export function ModulesPage() {
  const query = useLearningModules();
  const [term, setTerm] = useState('');
  const searching = term.trim() !== '';
  const listed = query.data?.modules ?? [];
  const details = useModulesMaterials(
    listed.map((module) => module.id),
    searching,
  );
  const now = new Date();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadErrorAlert
        title={text.loadModulesError}
        error={query.error}
        retryLabel={text.tryAgain}
        onRetry={() => void query.refetch()}
      />
    );
  const materialsByModule = new Map(
    details.flatMap((detail) =>
      detail.data ? [[detail.data.module.id, detail.data.materials] as const] : [],
    ),
  );
  const found = searchContents(term, listed, (moduleId) => materialsByModule.get(moduleId));
  const readingMaterials = searching && details.some((detail) => detail.isLoading);
  const nothing = found.modules.length === 0 && found.materials.length === 0 && !readingMaterials;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: '1.8rem' }}>
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.subtitle}</Typography>
      </Box>
      {listed.length === 0 ? (
        <Typography color="text.secondary">{text.noModules}</Typography>
      ) : (
        <>
          <TextField
            type="search"
            placeholder={text.search}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': text.searchLabel },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ maxWidth: 480 }}
          />
          {nothing ? (
            <Typography role="status" color="text.secondary">
              {text.noResults(term.trim())}
            </Typography>
          ) : (
            found.modules.length > 0 && (
              <Box
                component="ul"
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                  p: 0,
                  m: 0,
                }}
              >
                {found.modules.map((module) => (
                  <ModuleCard key={module.id} module={module} now={now} />
                ))}
              </Box>
            )
          )}
          {readingMaterials && (
            <Typography role="status" color="text.secondary">
              {text.searchingMaterials}
            </Typography>
          )}
          {found.materials.length > 0 && (
            <Stack component="section" spacing={1.5} aria-labelledby="materials-found">
              <Typography id="materials-found" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {text.materialsFound(found.materials.length)}
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
                {found.materials.map((match) => (
                  <MaterialResult key={`${match.module.id}/${match.material.id}`} {...match} />
                ))}
              </Stack>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
