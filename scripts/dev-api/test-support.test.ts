// @vitest-environment node
// The coverage check the HTTP tests end with must be able to fail.
import { describe, expect, it } from 'vitest';
import { checked, expectCovered } from './test-support.ts';

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
