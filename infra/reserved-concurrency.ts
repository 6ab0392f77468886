import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { Area } from '../functions/routes';
import { ApiFunction } from './constructs/api-function';
import type { ApiStack } from './stacks/api-stack';
import type { WorkflowsStack } from './stacks/workflows-stack';
import { RESERVED_CONCURRENCY } from './stage-config';

const reserve = (fn: ApiFunction, count: number) => {
  (fn.fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = count;
};

/** Applies RESERVED_CONCURRENCY (stage-config.ts) to the functions it names; a wrong name throws. */
export function reserveConcurrency(api: ApiStack, workflows: WorkflowsStack): void {
  for (const [area, count] of Object.entries(RESERVED_CONCURRENCY.areas)) {
    const fn = api.areaFunctions.get(area as Area);
    if (!fn) throw new Error(`RESERVED_CONCURRENCY: no API area "${area}"`);
    reserve(fn, count);
  }
  for (const [id, count] of Object.entries(RESERVED_CONCURRENCY.workflowTasks)) {
    const fn = workflows.node.tryFindChild(id);
    if (!(fn instanceof ApiFunction)) throw new Error(`RESERVED_CONCURRENCY: no workflow task "${id}"`);
    reserve(fn, count);
  }
}

/** Every reservation, for the check that the account keeps its unreserved minimum. */
export const totalReservedConcurrency = (): number =>
  [...Object.values(RESERVED_CONCURRENCY.areas), ...Object.values(RESERVED_CONCURRENCY.workflowTasks)].reduce(
    (sum, count) => sum + count,
    0,
  );
