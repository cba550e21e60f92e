// The employer's employees: list, count, create, update, delete and import from a file.
import { EMPLOYEES } from '../collections.mjs';
import { CsvFileError, importEmployeeRows, readEmployeeFile, rowRulesFrom } from '../employees-csv.mjs';
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

/** @param {Ctx} ctx */
export function importEmployees(ctx) {
  requireEmployer(ctx);
  if (!ctx.file) fail(ctx, 400, 'EmployeeImportInvalidFileError');
  /** @type {ReturnType<typeof readEmployeeFile>} */
  let file;
  try {
    file = readEmployeeFile(ctx.file.bytes);
  } catch (error) {
    if (error instanceof CsvFileError) failWith(400, error.message);
    throw error;
  }
  // The app's preview rules (employees-csv.mjs): a row it marks "Con errores" is refused here too.
  const result = importEmployeeRows(file, rowRulesFrom(ctx.schema), {
    isTaken: (email) => emailTaken(ctx, email),
    add: (employee) => addEmployee(ctx, employee).id,
  });
  return ok(result);
}
