// The employer's employees: list, count, create, update, delete and import from a file.
import { EMPLOYEES } from '../collections.mjs';
import { checkCsvFile, decodeCsv, previewEmployeeCsv } from '../../../src/features/employees/employee-csv.ts';
import { matchesSearch } from '../filters.mjs';
import { objectId } from '../world.mjs';
import { countFrom, fail, failWith, listFrom, noContent, ok, requireEmployer, setGiven } from './common.mjs';
import { inviteEmployee, withdrawInvitations } from './invitations.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx } from './common.mjs' */

/** @param {Ctx} ctx */
function employeesOf(ctx) {
  requireEmployer(ctx);
  return ctx.account.employees;
}

/** @param {Ctx} ctx */
function findEmployee(ctx) {
  const employee = employeesOf(ctx).find((e) => e.id === ctx.params.employeeId);
  if (!employee) fail(ctx, 404, 'EmployeeNotFoundError');
  return employee;
}

/** @param {Ctx} ctx @param {string} email @param {Schemas['Employee'] | null} [except] */
function emailTaken(ctx, email, except = null) {
  const wanted = email.toLowerCase();
  return ctx.account.employees.some((e) => e !== except && e.email.toLowerCase() === wanted);
}

/** @param {Ctx} ctx @param {Schemas['EmployeeCreate']} data */
function addEmployee(ctx, data) {
  /** @type {Schemas['Employee']} */
  const employee = {
    id: objectId(),
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phone: data.phone ?? null,
    position: data.position ?? null,
    rfc: data.rfc ?? null,
    curp: data.curp ?? null,
    status: 'invited',
    createdAt: ctx.now().toISOString(),
  };
  ctx.account.employees.push(employee);
  inviteEmployee(ctx, employee);
  return employee;
}

const EMPLOYEE_SEARCH_FIELDS = ['firstName', 'lastName', 'email', 'rfc'];

/** The employees the search `q` finds (all when there is none): name, e-mail and RFC, literally. @param {Ctx} ctx */
function searchedEmployees(ctx) {
  const q = ctx.query.get('q');
  const employees = employeesOf(ctx);
  return q ? employees.filter((employee) => matchesSearch(employee, EMPLOYEE_SEARCH_FIELDS, q)) : employees;
}

/** @param {Ctx} ctx */
export function listEmployees(ctx) {
  return listFrom(ctx, EMPLOYEES, searchedEmployees(ctx), 'EmployeeInvalidFilterError');
}

/** @param {Ctx} ctx */
export function countEmployees(ctx) {
  return countFrom(ctx, EMPLOYEES, searchedEmployees(ctx), 'EmployeeInvalidFilterError');
}

/** @param {Ctx<Schemas['EmployeeCreate']>} ctx */
export function createEmployee(ctx) {
  requireEmployer(ctx);
  if (emailTaken(ctx, ctx.body.email)) fail(ctx, 409, 'EmployeeEmailTakenError');
  return ok(addEmployee(ctx, ctx.body));
}

/** @param {Ctx<Schemas['EmployeeUpdate']>} ctx */
export function updateEmployee(ctx) {
  const employee = findEmployee(ctx);
  const { body } = ctx;
  const invited = employee.status === 'invited';
  // Only accepting the invitation makes an invited employee active (or anything else).
  if (invited && body.status !== undefined) fail(ctx, 422, 'EmployeeInvitedStatusError');
  if (body.email !== undefined && emailTaken(ctx, body.email, employee)) fail(ctx, 409, 'EmployeeEmailTakenError');
  const newAddress = body.email !== undefined && body.email.toLowerCase() !== employee.email.toLowerCase();
  setGiven(employee, body, ['firstName', 'lastName', 'email', 'phone', 'position', 'rfc', 'curp', 'status']);
  // The first link may have gone to a mistyped address: it ends, and the new address gets one.
  if (invited && newAddress) inviteEmployee(ctx, employee);
  return ok(employee);
}

/** @param {Ctx} ctx */
export function deleteEmployee(ctx) {
  const employee = findEmployee(ctx);
  ctx.account.employees.splice(ctx.account.employees.indexOf(employee), 1);
  withdrawInvitations(ctx.world, employee.id);
  return noContent();
}

/** The contract's limit on a row's name, e-mail and reason in the import result. */
const RESULT_TEXT_MAX_LENGTH = 500;

/** @param {string} text */
const clipped = (text) => (text.length > RESULT_TEXT_MAX_LENGTH ? `${text.slice(0, RESULT_TEXT_MAX_LENGTH - 1)}…` : text);

/**
 * The import judges the file with the app's own preview (employee-csv.ts), so a file or a row it
 * refuses there is refused here with the same words; the server adds only what the browser cannot
 * know, the employees already registered.
 * @param {Ctx} ctx
 */
export function importEmployees(ctx) {
  requireEmployer(ctx);
  if (!ctx.file) fail(ctx, 400, 'EmployeeImportInvalidFileError');
  const { name, type, bytes } = ctx.file;
  const problem = checkCsvFile({ name, type, size: bytes.length });
  if (problem) failWith(400, problem);
  const decoded = decodeCsv(bytes);
  if (!decoded.ok) failWith(400, decoded.message);
  const preview = previewEmployeeCsv(decoded.text);
  if (!preview.ok) failWith(400, preview.message);
  /** @type {Schemas['EmployeeImportResult']} */
  const result = { added: 0, duplicates: 0, invalid: 0, rows: [] };
  for (const row of preview.rows) {
    const base = { row: row.row, email: row.email ? clipped(row.email) : null, name: row.name ? clipped(row.name) : null };
    if (row.status === 'ready' && row.employee && emailTaken(ctx, row.employee.email)) {
      result.duplicates += 1;
      result.rows.push({ ...base, status: 'duplicate', reason: 'Ya tienes un empleado con este correo.', employeeId: null });
    } else if (row.status === 'ready' && row.employee) {
      result.added += 1;
      result.rows.push({ ...base, status: 'added', reason: null, employeeId: addEmployee(ctx, row.employee).id });
    } else {
      result[row.status === 'duplicate' ? 'duplicates' : 'invalid'] += 1;
      result.rows.push({ ...base, status: row.status === 'duplicate' ? 'duplicate' : 'invalid', reason: row.reason, employeeId: null });
    }
  }
  return ok(result);
}
