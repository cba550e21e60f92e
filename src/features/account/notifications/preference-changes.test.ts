// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changedKinds, describeChoices, mergeChoices, settledBy, versionOf, type Choices } from './preference-changes';

const ALL_ON: Choices = {
  quotationIssued: true,
  dueSoon: true,
  referenceExpiring: true,
  paymentReceived: true,
  cfdiReady: true,
  accountantPackage: true,
};
const server = (email: Choices, version?: number) => ({ email: { ...email, autoChargeNotice: true as const }, updatedAt: null, version });

describe('a save judged by the preferences read again', () => {
  const sent = { ...ALL_ON, dueSoon: false };

  it('with versions: the same version is nothing saved; a newer one with the choice sent is saved; a newer one without it is another save', () => {
    expect(settledBy(server(ALL_ON, 3), sent, 3)).toBe('not-saved');
    expect(settledBy(server(sent, 4), sent, 3)).toBe('saved');
    expect(settledBy(server({ ...ALL_ON, quotationIssued: false }, 4), sent, 3)).toBe('changed-elsewhere');
  });

  it('without versions (an older backend): only the choices tell', () => {
    expect(settledBy(server(sent), sent, undefined)).toBe('saved');
    expect(settledBy(server(ALL_ON), sent, undefined)).toBe('not-saved');
    expect(settledBy(server(sent), sent, 2)).toBe('saved');
  });

  it('reads a version only when it is a whole number', () => {
    expect(versionOf(server(ALL_ON, 0))).toBe(0);
    expect(versionOf(server(ALL_ON))).toBeUndefined();
    expect(versionOf({ version: 1.5 })).toBeUndefined();
  });
});

describe('the customer’s changes on top of the current preferences', () => {
  it('keeps what another tab saved and what this tab changed, both', () => {
    const copy = ALL_ON;
    const mine = { ...ALL_ON, dueSoon: false };
    const current = { ...ALL_ON, quotationIssued: false };
    const merged = mergeChoices(copy, mine, current);
    expect(merged).toEqual({ ...ALL_ON, quotationIssued: false, dueSoon: false });
    expect(changedKinds(current, merged)).toEqual(['dueSoon']);
    expect(describeChoices(changedKinds(copy, current), current)).toBe('no recibir «Cotización nueva»');
    expect(describeChoices(['quotationIssued', 'cfdiReady'], { ...ALL_ON, quotationIssued: false })).toBe(
      'no recibir «Cotización nueva» y recibir «Factura lista»',
    );
  });

  it('two saves from one copy that changed the same kind agree: nothing is left to save', () => {
    const mine = { ...ALL_ON, paymentReceived: false };
    expect(changedKinds(mine, mergeChoices(ALL_ON, mine, mine))).toEqual([]);
  });
});
