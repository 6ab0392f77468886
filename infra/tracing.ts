import { CfnResource, CustomResourceProviderBase, Validations, type Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';

const XRAY_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'];
const REASON =
  'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords only accept Resource "*" (the deploy-time helper aws-cdk-lib defines)';

/**
 * X-Ray active tracing on the Lambdas that aws-cdk-lib defines itself (the deploy-time helpers:
 * the Trigger provider, the BucketDeployment provider), which our ApiFunction construct does not
 * build. Lambda refuses active tracing without the X-Ray write actions on the role, so they are added
 * to each helper's role (Resource "*", the only form X-Ray accepts, acknowledged there).
 */
export function traceEveryFunction(stack: Stack): void {
  traceFunctions(stack);
  // The providers of cross-region references (the edge stack's web ACL) are created while synthesis
  // resolves references, after this call: traced again once that is done (validation runs after it).
  stack.node.addValidation({
    validate: () => {
      traceFunctions(stack);
      return [];
    },
  });
}

/** Functions already traced by the first pass, for the second. */
const traced = new WeakSet<CfnResource>();

function traceFunctions(stack: Stack): void {
  for (const construct of stack.node.findAll()) {
    if (traced.has(construct as CfnResource)) continue;
    if (!(construct instanceof CfnResource) || construct.cfnResourceType !== 'AWS::Lambda::Function')
      continue;
    traced.add(construct);
    if (construct instanceof CfnFunction) {
      if (construct.tracingConfig) continue;
      const fn = construct.node.scope as IConstruct;
      if (!(fn instanceof LambdaFunction) || !fn.role) {
        throw new Error(`${construct.node.path}: a function without a role, cannot enable tracing`);
      }
      construct.tracingConfig = { mode: 'Active' };
      fn.role.addToPrincipalPolicy(new PolicyStatement({ actions: XRAY_ACTIONS, resources: ['*'] }));
      Validations.of(fn).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: REASON });
      continue;
    }
    const provider = construct.node.scope;
    if (!(provider instanceof CustomResourceProviderBase)) {
      throw new Error(`${construct.node.path}: an unknown kind of function, cannot enable tracing`);
    }
    construct.addPropertyOverride('TracingConfig', { Mode: 'Active' });
    provider.addToRolePolicy({ Effect: 'Allow', Action: XRAY_ACTIONS, Resource: '*' });
    Validations.of(provider).acknowledge({ id: 'AwsSolutions-IAM5[Resource::*]', reason: REASON });
  }
}
