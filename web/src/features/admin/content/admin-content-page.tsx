import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Box, Typography } from '@mui/material';
import { adminMessages } from '@contracts/messages/admin';
import { adminPaths } from '../../../lib/route-paths';
import { ContentCard, type ContentCardProps } from './content-card';

const text = adminMessages.content;

/** The hub's cards in the spec's order: Diagnósticos and Módulos e Materiais are links, the other two 'Em breve'. */
const cards: readonly ContentCardProps[] = [
  { ...text.cards.diagnostics, icon: FactCheckOutlined, to: adminPaths.adminDiagnostics },
  { ...text.cards.modules, icon: MenuBookOutlined, to: adminPaths.adminModules },
  { ...text.cards.actionPlans, icon: AccountTreeOutlined },
  { ...text.cards.categories, icon: CategoryOutlined },
];

/** /admin/content (spec 3 section 2.5): the content areas, each a card. */
export function AdminContentPage() {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.8rem' } }}>
        {text.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text.subtitle}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        {cards.map((card) => (
          <Box component="li" key={card.title}>
            <ContentCard {...card} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
