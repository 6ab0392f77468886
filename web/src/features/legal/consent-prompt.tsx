import { lazy, Suspense, useState } from 'react';
import { useImpersonation } from '../../lib/impersonation';
import { useMe } from '../../lib/me';
import { useHydrated } from '../../prerender/first-load';

const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

/** Who put it off with 'Agora não': not asked again until the next visit (a page load). */
let putOffBy: string | undefined;

/**
 * In the signed-in shell: when the user's accepted versions are not the ones in force (GET /api/me,
 * decision 0046), the dialog asks once. Never while an admin impersonates: only the person may accept.
 */
export function ConsentPrompt() {
  const { data: me } = useMe();
  const impersonation = useImpersonation();
  const hydrated = useHydrated();
  const [putOff, setPutOff] = useState(putOffBy);
  if (!hydrated || !me?.consentOutdated || impersonation || putOff === me.id) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        onLater={() => {
          putOffBy = me.id;
          setPutOff(me.id);
        }}
      />
    </Suspense>
  );
}
