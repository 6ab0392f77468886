import { startLocalStack } from '../../functions/local/stack';
import type { StackInfo } from '../integration/support/stack-info';

/**
 * The security project's stack, in a process of its own: the local gateway runs the handlers in its
 * process with that process's configuration, so two stacks must never share one (see global-setup.ts).
 * Prints `STACK <json>` when ready; stops on SIGTERM.
 */
process.env.LOG_LEVEL = 'silent';
const cognitoCode = '123456';
const stack = await startLocalStack({ webMode: 'none', port: 0, cognitoCode });
const info: StackInfo = {
  cognitoCode,
  url: stack.url,
  demoSiteUrl: stack.demoSiteUrl,
  endpoints: stack.endpoints,
  resources: stack.resources,
};
process.stdout.write(`STACK ${JSON.stringify(info)}\n`);

const stop = () => {
  void stack.stop().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
