import { ArnFormat, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct, type IConstruct } from 'constructs';

/**
 * The geographic cross-Region inference profiles (`<prefix>.<model id>`) and the Regions they route to,
 * as an ARN Region pattern. AWS lists each profile's destination Regions per model and per source
 * Region on the model cards, and adds Regions over time, but a geographic profile never leaves its
 * geography ("Geographic cross-Region inference"): the pattern names the geography's Regions, and the
 * grant holds only for calls routed by that one profile (bedrock:InferenceProfileArn). See
 * docs/decisions/0035-bedrock-models-and-inference-profiles.md.
 */
export const GEO_PROFILE_REGIONS = {
  us: 'us-*',
  eu: 'eu-*',
  apac: 'ap-*',
  jp: 'ap-northeast-*',
  au: 'ap-southeast-*',
  ca: 'ca-*',
} as const satisfies Record<string, string>;

export type GeoPrefix = keyof typeof GEO_PROFILE_REGIONS;

/** What a configured model id names, for IAM. */
export type ModelTarget =
  /** A foundation model called in the stack's Region (in-Region inference). */
  | { kind: 'foundation-model'; id: string; model: string }
  /** A global cross-Region inference profile: any commercial Region, through the Region-less model ARN. */
  | { kind: 'global-profile'; id: string; model: string }
  /** A geographic cross-Region inference profile: the Regions of one geography. */
  | { kind: 'geo-profile'; id: string; model: string; geography: GeoPrefix };

const isGeoPrefix = (prefix: string): prefix is GeoPrefix => Object.hasOwn(GEO_PROFILE_REGIONS, prefix);

/**
 * Reads a Bedrock model id: `global.<model>` and `<geography>.<model>` are system-defined cross-Region
 * inference profiles (the prefixes above); anything else is a foundation model id (`anthropic.…`).
 */
export function modelTarget(id: string): ModelTarget {
  const dot = id.indexOf('.');
  const prefix = id.slice(0, dot);
  const model = id.slice(dot + 1);
  if (dot > 0 && model.includes('.')) {
    if (prefix === 'global') return { kind: 'global-profile', id, model };
    if (isGeoPrefix(prefix)) return { kind: 'geo-profile', id, model, geography: prefix };
  }
  return { kind: 'foundation-model', id, model: id };
}

export interface ModelAccessProps {
  /** The model ids the functions call (the stage's heavy and light models); duplicates count once. */
  modelIds: readonly string[];
}

/** A function (or anything with a role) that may be granted the model calls. */
export interface ModelGrantee extends IConstruct {
  addToRolePolicy(statement: PolicyStatement): void;
}

/**
 * `bedrock:InvokeModel` (all the Converse API needs; ConverseStream would also need
 * InvokeModelWithResponseStream, and nothing here streams) on exactly the configured models, in the
 * shapes AWS documents (Amazon Bedrock user guide: "Global cross-Region inference", "Geographic
 * cross-Region inference", "Prerequisites for inference profiles"):
 *
 * - every inference profile, in the stack's Region and account (`…:inference-profile/<id>`), for
 *   requests made in that Region;
 * - a `global.` profile: the foundation model in the stack's Region, and the Region-less global
 *   foundation model (`arn:aws:bedrock:::foundation-model/<model>`, evaluated with
 *   aws:RequestedRegion `unspecified`), each only through that profile (bedrock:InferenceProfileArn);
 * - a geographic profile (`us.`, `eu.`, `apac.`, `jp.`, `au.`, `ca.`): the foundation model in the
 *   stack's Region and in the geography's Regions (a Region pattern, acknowledged for cdk-nag), only
 *   through that profile;
 * - a plain model id: that foundation model in the stack's Region, nothing else.
 *
 * It creates no resource: one per stack, shared by the functions that call the model.
 */
export class ModelAccess extends Construct {
  readonly targets: readonly ModelTarget[];

  constructor(scope: Construct, id: string, props: ModelAccessProps) {
    super(scope, id);
    if (props.modelIds.length === 0) throw new Error('ModelAccess needs at least one model id');
    this.targets = [...new Set(props.modelIds)].map(modelTarget);
  }

  private get stack(): Stack {
    return Stack.of(this);
  }

  /** `arn:<partition>:bedrock:<region>:<account>:inference-profile/<id>` in the stack's Region. */
  profileArn(profileId: string): string {
    return this.stack.formatArn({
      service: 'bedrock',
      resource: 'inference-profile',
      resourceName: profileId,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /** A foundation model's ARN in a Region (a Region pattern, or '' for the Region-less global one). */
  foundationModelArn(model: string, region: string = this.stack.region): string {
    return this.stack.formatArn({
      service: 'bedrock',
      region,
      account: '',
      resource: 'foundation-model',
      resourceName: model,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /** The statements, new objects on each call (a statement belongs to one policy). */
  statements(): PolicyStatement[] {
    const region = this.stack.region;
    const invoke = (resources: string[], conditions?: Record<string, Record<string, string>>) =>
      new PolicyStatement({
        actions: ['bedrock:InvokeModel'],
        resources,
        ...(conditions ? { conditions } : {}),
      });
    const statements: PolicyStatement[] = [];

    const profiles = this.targets.filter((target) => target.kind !== 'foundation-model');
    if (profiles.length > 0) {
      statements.push(
        invoke(
          profiles.map((target) => this.profileArn(target.id)),
          { StringEquals: { 'aws:RequestedRegion': region } },
        ),
      );
    }
    for (const target of this.targets) {
      if (target.kind === 'global-profile') {
        const profile = this.profileArn(target.id);
        statements.push(
          invoke([this.foundationModelArn(target.model)], {
            StringEquals: { 'aws:RequestedRegion': region, 'bedrock:InferenceProfileArn': profile },
          }),
          invoke([this.foundationModelArn(target.model, '')], {
            StringEquals: { 'aws:RequestedRegion': 'unspecified', 'bedrock:InferenceProfileArn': profile },
          }),
        );
      } else if (target.kind === 'geo-profile') {
        statements.push(
          invoke(
            [
              this.foundationModelArn(target.model),
              this.foundationModelArn(target.model, GEO_PROFILE_REGIONS[target.geography]),
            ],
            { StringEquals: { 'bedrock:InferenceProfileArn': this.profileArn(target.id) } },
          ),
        );
      }
    }
    const plain = this.targets.filter((target) => target.kind === 'foundation-model');
    if (plain.length > 0)
      statements.push(invoke(plain.map((target) => this.foundationModelArn(target.model))));
    return statements;
  }

  /** The Region patterns the statements name (geographic profiles only): cdk-nag's IAM5 findings. */
  wildcardResources(): string[] {
    return this.targets.flatMap((target) =>
      target.kind === 'geo-profile'
        ? [this.foundationModelArn(target.model, GEO_PROFILE_REGIONS[target.geography])]
        : [],
    );
  }

  /** Adds the statements to the grantee's role, acknowledging each Region pattern with its reason. */
  grantInvoke(grantee: ModelGrantee): void {
    for (const statement of this.statements()) grantee.addToRolePolicy(statement);
    for (const resource of this.wildcardResources()) {
      Validations.of(grantee).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${resource}]`,
        reason:
          'A geographic cross-Region inference profile routes to the foundation model in any Region of its geography (the model card lists them per source Region); the grant holds only for calls through the configured profile (bedrock:InferenceProfileArn condition)',
      });
    }
  }
}
