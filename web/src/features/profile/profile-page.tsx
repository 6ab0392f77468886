import { Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { legalMessages } from '@contracts/messages/legal';
import { profileMessages } from '@contracts/messages/profile';
import { LegalLink } from '../../components/legal-link';
import { PageLoader } from '../../components/page-loader';
import { formatDate } from '../../lib/format';
import { useMe } from '../../lib/me';
import { PersonalInfoForm } from './personal-info-form';
import { MyDataSection } from './my-data-section';
import { SecurityForm } from './security-form';

type TabName = 'personal' | 'security';

/** /profile: Personal Information and Security, then "Meus dados"; loading until the user exists. */
export function ProfilePage() {
  const [tab, setTab] = useState<TabName>('personal');
  const { data: me } = useMe();
  if (!me) return <PageLoader />;
  return (
    <>
      <Card>
        <CardContent>
          <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 2 }}>
            {profileMessages.title}
          </Typography>
          <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} sx={{ mb: 3 }}>
            <Tab value="personal" label={profileMessages.tabPersonal} />
            <Tab value="security" label={profileMessages.tabSecurity} />
          </Tabs>
          {tab === 'personal' ? <PersonalInfoForm me={me} /> : <SecurityForm email={me.email} />}
          {/* The legal documents, and when the versions in force were accepted (decision 0046). */}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
            {legalMessages.profileLine} <LegalLink document="terms" />
            {legalMessages.acceptBetween}
            <LegalLink document="privacy" />.
            {me.consents && !me.consentOutdated
              ? ` ${legalMessages.profileAccepted(formatDate(me.consents.acceptedAt))}`
              : ''}
          </Typography>
        </CardContent>
      </Card>
      <MyDataSection />
    </>
  );
}
