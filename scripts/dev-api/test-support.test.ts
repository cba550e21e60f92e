// @vitest-environment node
// The coverage check the HTTP tests end with must be able to fail.
import { describe, expect, it } from 'vitest';
import { checked, expectCovered, startApiForSuite } from './test-support.ts';

describe('expectCovered', () => {
  it('passes when every operation has a status and each was checked', () => {
    checked.add('getInvitation 200');
    expectCovered(['getInvitation'], { getInvitation: [200] });
  });

  it('fails for an operation the contract lacks, one without a status, and a status no call checked', () => {
    checked.add('getInvitation 200');
    expect(() => expectCovered(['noSuchOperation'], { noSuchOperation: [200] })).toThrow(/noSuchOperation no está en el contrato/);
    expect(() => expectCovered(['getInvitation', 'acceptInvitation'], { getInvitation: [200] })).toThrow(/acceptInvitation/);
    expect(() => expectCovered(['getInvitation'], { getInvitation: [200, 404] })).toThrow(/getInvitation 404/);
  });
});

describe('startApiForSuite', () => {
  const api = startApiForSuite();
  // Read while the tests are being collected, before the suite started the API.
  let early: unknown;
  try {
    void api.url;
  } catch (error) {
    early = error;
  }

  it('throws when read before its suite started the API', () => {
    expect(String(early)).toMatch(/aún no arranca/);
  });

  it('stands for the started API inside a test', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${api.url}/quotations`)).status).toBe(401);
  });
});
