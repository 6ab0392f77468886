import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Card, CardContent, Typography } from '@mui/material';
import { adminMessages } from '@contracts/messages/admin';

const text = adminMessages.placeholders;

/** A system screen still to be built (spec: plans, analytics and settings are placeholders). */
function AdminPlaceholder({ title }: { title: string }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <ConstructionOutlined color="action" aria-hidden sx={{ fontSize: 56 }} />
        <Typography variant="h1" sx={{ fontSize: '1.6rem', my: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text.inDevelopment}</Typography>
      </CardContent>
    </Card>
  );
}

/** /admin/plans: 'Gerenciamento de Planos', 'Página em desenvolvimento'. */
export function AdminPlansPage() {
  return <AdminPlaceholder title={text.plans} />;
}

/** /admin/analytics: 'Relatórios e Analytics'. */
export function AdminAnalyticsPage() {
  return <AdminPlaceholder title={text.analytics} />;
}

/** /admin/settings: 'Configurações do Sistema'. */
export function AdminSettingsPage() {
  return <AdminPlaceholder title={text.settings} />;
}
