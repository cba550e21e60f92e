// Employee invitations: the e-mailed link (sent when the employer adds the employee, again on
// request), read and accepted by the invited person without a session. Accepting makes their own
// customer account (not an employer) and the employee active; it answers a confirmation, and the
// app then signs in, so sessions are made only by the sign-in.
import { addCustomerAccount, findAccountByEmail, opaqueToken } from '../world.mjs';
import { companyName, fail, ok, refuseIfLimited, refuseWeakPassword, requireEmployer, send, userKey } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @typedef {import('../world.mjs').World} World */
/** @import { Ctx, PublicCtx } from './common.mjs' */

/** How long an invitation link works. */
const INVITATION_TTL_MS = 7 * 86_400_000;

/** Ends every link of the employee (sent again, e-mail changed, removed): an old link then answers 404. @param {World} world @param {string} employeeId */
export function withdrawInvitations(world, employeeId) {
  for (const [token, entry] of world.invitations) if (entry.employeeId === employeeId) world.invitations.delete(token);
}

/**
 * E-mails the employee a new link to /activar-cuenta (7 days, once) and ends any earlier one.
 * @param {Ctx} ctx @param {Schemas['Employee']} employee
 */
export function inviteEmployee(ctx, employee) {
  withdrawInvitations(ctx.world, employee.id);
  const token = opaqueToken();
  ctx.world.invitations.set(token, {
    userId: ctx.account.user.id,
    employeeId: employee.id,
    expiresAt: ctx.now().getTime() + INVITATION_TTL_MS,
    used: false,
  });
  const company = companyName(ctx.account);
  send(
    ctx,
    employee.email,
    `${company} te invitó a Cotiza`,
    `${company} te registró como su empleado en Cotiza. Abre este enlace para elegir tu contraseña y activar tu propia cuenta, con la que consultas y pagas tus cotizaciones; vence en 7 días.`,
    { kind: 'invitation', link: `${ctx.appOrigin}/activar-cuenta?token=${token}` },
  );
}

/**
 * The pending invitation of a link, in the world that sent it; refusals are counted against
 * guessing (across every token and both calls). Unknown, replaced or withdrawn: 404; accepted or
 * expired: 400.
 * @param {PublicCtx<{ token: string }>} ctx
 */
function pendingInvitation(ctx) {
  refuseIfLimited(ctx, 'invitationFailures', 'all', 'TooManyRequestsError');
  const world = ctx.findInvitation(ctx.body.token);
  const entry = world?.invitations.get(ctx.body.token);
  const employer = entry ? world?.accounts.get(entry.userId) : undefined;
  const employee = employer?.employees.find((e) => e.id === entry?.employeeId);
  const refuse = (/** @type {number} */ status, /** @type {string} */ example) => {
    ctx.rateLimiter.hit('invitationFailures', 'all');
    fail(ctx, status, example);
  };
  if (!world || !entry || !employer || !employee) return refuse(404, 'InvitationNotFoundError');
  if (entry.used) return refuse(400, 'InvitationUsedError');
  // The link's own world's clock (/__dev/clock moves it), not the shared one a public call starts in.
  if (entry.expiresAt <= ctx.nowIn(world).getTime()) return refuse(400, 'InvitationExpiredError');
  return { world, entry, employer, employee };
}

/** @param {PublicCtx<Schemas['InvitationTokenRequest']>} ctx */
export function getInvitation(ctx) {
  const { entry, employer, employee } = pendingInvitation(ctx);
  return ok({
    companyName: companyName(employer),
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    expiresAt: new Date(entry.expiresAt).toISOString(),
  });
}

/**
 * The person's own account (not an employer) with the chosen password, and the employee active.
 * An address that already has an account: 409, nothing changes.
 * @param {PublicCtx<Schemas['AcceptInvitationRequest']>} ctx
 */
export function acceptInvitation(ctx) {
  const { world, entry, employee } = pendingInvitation(ctx);
  refuseWeakPassword(ctx, ctx.body.password, 'password');
  if (findAccountByEmail(world, employee.email)) fail(ctx, 409, 'InvitationAccountExistsError');
  addCustomerAccount(world, {
    email: employee.email,
    firstName: employee.firstName,
    lastName: employee.lastName,
    password: ctx.body.password,
  });
  entry.used = true;
  employee.status = 'active';
  return ok(ctx.example('InvitationAcceptedMessage'));
}

/**
 * A new link for an employee still invited (the earlier one ends); one who accepted: 409.
 * @param {Ctx} ctx
 */
export function resendEmployeeInvitation(ctx) {
  requireEmployer(ctx);
  refuseIfLimited(ctx, 'invitationResends', userKey(ctx), 'TooManyRequestsError');
  ctx.rateLimiter.hit('invitationResends', userKey(ctx));
  const employee = ctx.account.employees.find((e) => e.id === ctx.params.employeeId);
  if (!employee) fail(ctx, 404, 'EmployeeNotFoundError');
  if (employee.status !== 'invited') fail(ctx, 409, 'InvitationNotPendingError');
  inviteEmployee(ctx, employee);
  return ok({ message: `Enviamos de nuevo la invitación a ${employee.email}.` });
}
