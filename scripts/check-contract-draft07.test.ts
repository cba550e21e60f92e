// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { draft07Problems, successRuleProblems } from './check-contract-draft07.mjs';
import { loadContract } from './openapi-contract.mjs';

const address = {
  type: 'object',
  required: ['street'],
  properties: { street: { type: 'string', maxLength: 5 } },
};

/** A contract of one PATCH whose body is `input`, answering `responses`. */
function contract(
  input: unknown,
  responses: Record<string, unknown> = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } },
) {
  return {
    openapi: '3.1.0',
    paths: {
      '/users/me': {
        patch: {
          operationId: 'updatePersonalData',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/AddressInput' } } } },
          responses,
        },
      },
    },
    components: { schemas: { Address: address, AddressInput: input } },
  };
}

describe('draft07Problems', () => {
  it('accepts a flat closed object', () => {
    expect(draft07Problems(contract({ ...address, additionalProperties: false }))).toEqual([]);
  });

  it('refuses unevaluatedProperties, which a lenient draft-07 validator skips (extra fields let through)', () => {
    const problems = draft07Problems(contract({ allOf: [{ $ref: '#/components/schemas/Address' }], unevaluatedProperties: false }));
    expect(problems).toContainEqual(expect.stringMatching(/^\/components\/schemas\/AddressInput: usa «unevaluatedProperties»/));
    expect(problems).toContainEqual(expect.stringMatching(/^updatePersonalData \(petición\): usa «unevaluatedProperties»/));
  });

  it('refuses prefixItems and dependentRequired too', () => {
    expect(draft07Problems(contract({ type: 'array', prefixItems: [{ type: 'string' }] }))).toContainEqual(
      expect.stringContaining('«prefixItems»'),
    );
    expect(draft07Problems(contract({ ...address, dependentRequired: { street: ['state'] } }))).toContainEqual(
      expect.stringContaining('«dependentRequired»'),
    );
  });

  it('refuses an example its schema does not accept', () => {
    const withExample = { ...address, properties: { street: { type: 'string', maxLength: 5, example: 'Av. Insurgentes Sur' } } };
    expect(draft07Problems(contract({ ...withExample, additionalProperties: false }))).toContainEqual(
      expect.stringMatching(/AddressInput\/properties\/street: el ejemplo example no es válido/),
    );
  });

  it('passes the contract as it is', () => {
    expect(draft07Problems(loadContract())).toEqual([]);
  });
});

describe('successRuleProblems', () => {
  const closed = { ...address, additionalProperties: false };
  const json = { 'application/json': { schema: { type: 'object' } } };

  it('accepts 200 and 202 with a JSON body and 204 without one', () => {
    expect(successRuleProblems(contract(closed, { '200': { description: 'ok', content: json } }))).toEqual([]);
    expect(successRuleProblems(contract(closed, { '202': { description: 'accepted', content: json } }))).toEqual([]);
    expect(successRuleProblems(contract(closed, { '204': { description: 'done' } }))).toEqual([]);
  });

  it('refuses a 201, a 204 with a body and a 200 without one', () => {
    expect(successRuleProblems(contract(closed, { '201': { description: 'created', content: json } }))).toEqual([
      'updatePersonalData: declara 201; un éxito es 200 con cuerpo JSON, 204 sin cuerpo o 202 con cuerpo JSON',
    ]);
    expect(successRuleProblems(contract(closed, { '204': { description: 'done', content: json } }))).toEqual([
      'updatePersonalData: declara 204 con cuerpo; 204 no lleva cuerpo',
    ]);
    expect(successRuleProblems(contract(closed, { '200': { description: 'ok' } }))).toEqual([
      'updatePersonalData: declara 200 sin cuerpo JSON; 200 lleva uno (sin cuerpo es 204)',
    ]);
  });

  it('passes the contract as it is', () => {
    expect(successRuleProblems(loadContract())).toEqual([]);
  });
});
