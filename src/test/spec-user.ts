/**
 * The user as a spec-built backend answers it (see docs/api-layer.md): numeric ids, its token, a
 * customer of four fields. Each test changes what it is about.
 */
export function specUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    email: 'ana@example.mx',
    firstName: 'Ana',
    lastName: 'Ruiz',
    name: 'Ana Ruiz',
    token: 'tok_spec',
    avatar: null,
    customerId: 12,
    customer: { openpayCustomerId: 'op1', defaultCardId: null, isEmployer: true, autoPaymentEnabled: false },
    isEmployer: true,
    ...overrides,
  };
}
