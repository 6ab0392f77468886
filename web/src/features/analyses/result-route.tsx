import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router';

/** An analysis screen's route: its `resultId` path parameter, or back to /diagnostics without one (spec). */
export function withResultId(Screen: ComponentType<{ resultId: string }>) {
  return function ResultRoute() {
    const { resultId } = useParams();
    return resultId ? <Screen resultId={resultId} /> : <Navigate to="/diagnostics" replace />;
  };
}
