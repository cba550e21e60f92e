import { describe, expect, it } from 'vitest';
import { choicesFrom } from '../preference-changes';
import { preferencesBody } from './update-notification-preferences';

describe('notification preferences', () => {
  it('read tolerantly: a kind missing or not false is on; no answer reads all on', () => {
    expect(choicesFrom(undefined)).toEqual({
      quotationIssued: true,
      dueSoon: true,
      referenceExpiring: true,
      paymentReceived: true,
      cfdiReady: true,
      accountantPackage: true,
    });
    expect(choicesFrom({ email: { paymentReceived: false } } as never)).toMatchObject({ paymentReceived: false, cfdiReady: true });
  });

  it('send exactly the choosable kinds, never the automatic charge notice nor anything else', () => {
    const body = preferencesBody({ ...choicesFrom(undefined), dueSoon: false, extra: true } as never);
    expect(body).toEqual({
      email: {
        quotationIssued: true,
        dueSoon: false,
        referenceExpiring: true,
        paymentReceived: true,
        cfdiReady: true,
        accountantPackage: true,
      },
    });
  });
});
