import { errorScreensMessages } from '@contracts/messages/error-screens';
import { ErrorScreen } from './error-screen';

const text = errorScreensMessages;

/** The dashboard's render-failure screen: its one button reloads the page (spec). */
export function DashboardErrorScreen() {
  return (
    <ErrorScreen
      title={text.dashboardTitle}
      description={text.dashboardDescription}
      actions={[{ label: text.dashboardRetry, onClick: () => window.location.reload() }]}
    />
  );
}
