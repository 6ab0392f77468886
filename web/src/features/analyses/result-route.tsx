import { useEffect, type ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';
import { analysisScreensMessages } from '@contracts/messages/analysis-screens';
import { toast } from '../../lib/toast';

/**
 * An analysis screen's route: its `resultId` path parameter, or back to /diagnostics without one (spec),
 * saying why ('ID do resultado não fornecido').
 */
export function withResultId(Screen: ComponentType<{ resultId: string }>) {
  return function ResultRoute() {
    const { resultId } = useParams();
    return resultId ? <Screen resultId={resultId} /> : <MissingResultId />;
  };
}

function MissingResultId() {
  useEffect(
    () => toast({ title: analysisScreensMessages.common.missingResultId, variant: 'destructive' }),
    [],
  );
  return <Navigate to="/diagnostics" replace />;
}
