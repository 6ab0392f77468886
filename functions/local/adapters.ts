import { localModelPort } from '../ai/local-adapter';
import { useModelPort } from '../ai/model-port';
import { usePaymentsAdapter } from '../payments';
import { createLocalAdapter } from '../payments/local-adapter';
import { setWorkflows } from '../platform/workflows';
import { createLocalWorkflows } from './local-workflows';
import { usePerformancePort } from '../marketing/performance/port';
import { lighthousePerformancePort } from './lighthouse-performance';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useFileStore, type FileStore } from '../platform/uploads/file-store';
import { createLocalUploads } from './local-uploads';
import type { ModelPort } from '../ai/port';
import { useAiSwitchSource } from '../platform/http/ai-switch';
import { fileAiSwitchSource, LOCAL_AI_SWITCH_FILE } from './ai-switch-file';

/**
 * The one place where the local stack chooses its adapters: the local analyst instead of Bedrock
 * (unless `npm start` was given a real provider, MODEL_PROVIDER: the port it built), the local checkout instead of Stripe, aws-local-stepfunctions instead of Step Functions, Lighthouse
 * on the machine's Chromium instead of PageSpeed Insights, a directory served by the gateway instead of
 * S3 (the stack passes the one its gateway serves; elsewhere a scratch directory), the AI switch read
 * from a file under the data directory instead of SSM (the stack passes it, `npm run invoke` finds it in
 * LOCAL_AI_SWITCH_FILE; without either the switch is on). Called at
 * start-up by every process that runs handlers locally (`npm start`, the test stacks, the bench).
 */
export function installLocalAdapters(
  options: {
    fileStore?: FileStore;
    modelPort?: ModelPort;
    aiSwitchFile?: string;
    /** A slow local model's limit: the workflows' Task states wait for it (MODEL_TIMEOUT_SECONDS). */
    modelTimeoutSeconds?: number;
  } = {},
): void {
  useModelPort(options.modelPort ?? localModelPort());
  usePaymentsAdapter({
    name: 'local',
    async create(config) {
      if (config.adapter !== 'local') throw new TypeError('the local adapter needs the local configuration');
      return createLocalAdapter(config);
    },
  });
  setWorkflows(
    createLocalWorkflows(
      options.modelTimeoutSeconds ? { modelTimeoutSeconds: options.modelTimeoutSeconds } : {},
    ),
  );
  usePerformancePort(lighthousePerformancePort());
  useFileStore(options.fileStore ?? createLocalUploads(join(tmpdir(), 'rumo-uploads')).store);
  const aiSwitchFile = options.aiSwitchFile ?? process.env[LOCAL_AI_SWITCH_FILE];
  useAiSwitchSource(aiSwitchFile ? fileAiSwitchSource(aiSwitchFile) : async () => undefined);
}
