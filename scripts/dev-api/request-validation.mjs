// Request bodies checked against the contract before a handler runs: the schemas compiled once,
// and what they refuse said in Spanish per field (the contract's FieldErrorResponse).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** @typedef {import('../openapi-contract.mjs').ContractOperation} ContractOperation */
/** @typedef {import('ajv/dist/2020.js').ErrorObject} AjvError */

/**
 * The JSON request body schema of each operation that has one, compiled, by operationId.
 * @param {ContractOperation[]} operations
 */
export function compileRequestValidators(operations) {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  /** @type {Map<string, import('ajv/dist/2020.js').ValidateFunction>} */
  const validators = new Map();
  for (const op of operations) {
    const schema = op.operation.requestBody?.content?.['application/json']?.schema;
    if (schema) validators.set(op.id, ajv.compile(schema));
  }
  return validators;
}

/**
 * Spanish words for what the contract's schema refused, per field (FieldErrorResponse).
 * @param {AjvError} error
 */
function fieldMessage(error) {
  switch (error.keyword) {
    case 'required':
      return 'Falta este dato.';
    case 'additionalProperties':
      return 'Este dato no se acepta.';
    case 'format':
      return error.params.format === 'email' ? 'El correo no es válido.' : 'El formato no es válido.';
    case 'pattern':
      return 'El formato no es válido.';
    case 'minLength':
      return error.params.limit <= 1 ? 'Escribe este dato.' : `Escribe al menos ${error.params.limit} caracteres.`;
    case 'maxLength':
      return `Escribe como máximo ${error.params.limit} caracteres.`;
    case 'enum':
      return 'Elige una opción de la lista.';
    case 'minProperties':
      return 'Envía al menos un dato.';
    default:
      return 'El dato no es válido.';
  }
}

/**
 * The contract's FieldErrorResponse errors[] for what Ajv refused: one per field, in Spanish.
 * @param {AjvError[] | null | undefined} errors
 * @returns {{ field: string, message: string }[]}
 */
export function fieldErrors(errors) {
  /** @type {Map<string, { field: string, message: string }>} */
  const byField = new Map();
  for (const error of errors ?? []) {
    // anyOf [X, null] reports each branch; the branch that explains it is the one kept.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || (error.keyword === 'type' && error.params.type === 'null')) continue;
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(error.params.missingProperty);
    if (error.keyword === 'additionalProperties') path.push(error.params.additionalProperty);
    const field = path.join('.');
    if (!byField.has(field)) byField.set(field, { field, message: fieldMessage(error) });
  }
  return [...byField.values()];
}
