import { afterEach, describe, expect, it } from 'vitest';
import { APP_ORIGINS_TTL_MS, appOrigins, useParameterReader, type ParameterReader } from './app-origins';
import { ConfigError } from './config-error';

const NAME = '/rumo/test/app-origins';
const fromParameter = { APP_ORIGINS_PARAMETER: NAME };

/** A fake SSM: the parameters it holds, and the names it was asked for. */
function fakeSsm(parameters: Record<string, string>) {
  const reads: string[] = [];
  const reader: ParameterReader = async (name) => {
    reads.push(name);
    return parameters[name];
  };
  useParameterReader(reader);
  return { parameters, reads };
}

describe('appOrigins', () => {
  afterEach(() => useParameterReader(undefined));

  it('takes an explicit APP_ORIGINS as it is, without reading SSM', async () => {
    const ssm = fakeSsm({ [NAME]: 'https://d111.cloudfront.net' });
    await expect(
      appOrigins({ APP_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173/', ...fromParameter }),
    ).resolves.toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
    expect(ssm.reads).toEqual([]);
  });

  it('reads the parameter named by APP_ORIGINS_PARAMETER and keeps it for the TTL', async () => {
    const ssm = fakeSsm({ [NAME]: 'https://d111.cloudfront.net,https://app.example.com.br' });
    const origins = ['https://d111.cloudfront.net', 'https://app.example.com.br'];
    await expect(appOrigins(fromParameter, 0)).resolves.toEqual(origins);
    ssm.parameters[NAME] = 'https://outro.example.com.br';
    await expect(appOrigins(fromParameter, APP_ORIGINS_TTL_MS - 1)).resolves.toEqual(origins);
    expect(ssm.reads).toEqual([NAME]);
    // After the TTL the new value is read.
    await expect(appOrigins(fromParameter, APP_ORIGINS_TTL_MS)).resolves.toEqual([
      'https://outro.example.com.br',
    ]);
    expect(ssm.reads).toEqual([NAME, NAME]);
  });

  it('reads once for concurrent callers', async () => {
    const ssm = fakeSsm({ [NAME]: 'https://d111.cloudfront.net' });
    await Promise.all([appOrigins(fromParameter, 0), appOrigins(fromParameter, 0)]);
    expect(ssm.reads).toEqual([NAME]);
  });

  it('answers the configuration error of an empty APP_ORIGINS when the parameter is missing, and tries again later', async () => {
    const ssm = fakeSsm({});
    const missing = appOrigins(fromParameter, 0);
    await expect(missing).rejects.toBeInstanceOf(ConfigError);
    await expect(missing).rejects.toThrow(
      /APP_ORIGINS is required \(CDK context appOrigins or domainName\); parameter \/rumo\/test\/app-origins not found/,
    );
    // The web stack deploys: the next request finds it (failures are not kept).
    ssm.parameters[NAME] = 'https://d111.cloudfront.net';
    await expect(appOrigins(fromParameter, 1)).resolves.toEqual(['https://d111.cloudfront.net']);
  });

  it('without APP_ORIGINS or a parameter name: the same configuration error', async () => {
    const ssm = fakeSsm({});
    await expect(appOrigins({ APP_ORIGINS: ' ' })).rejects.toThrow(
      /APP_ORIGINS: APP_ORIGINS is required \(CDK context appOrigins or domainName\)$/,
    );
    expect(ssm.reads).toEqual([]);
  });

  it('refuses values that are not bare http(s) origins, naming where they came from', async () => {
    fakeSsm({ [NAME]: 'https://d111.cloudfront.net/pricing' });
    await expect(appOrigins({ APP_ORIGINS: 'ftp://example.com.br' })).rejects.toThrow(
      /APP_ORIGINS: APP_ORIGINS: not an http\(s\) origin/,
    );
    await expect(appOrigins(fromParameter, 0)).rejects.toThrow(
      /parameter \/rumo\/test\/app-origins: not a bare origin/,
    );
  });

  it('passes on a failure of SSM itself (the caller decides)', async () => {
    useParameterReader(async () => {
      throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    });
    await expect(appOrigins(fromParameter, 0)).rejects.toThrow('Rate exceeded');
  });
});
