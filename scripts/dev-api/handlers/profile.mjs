// The user's personal data and the employer's company profile.
import { personalDataView } from '../world.mjs';
import { fail, ok, requireEmployer, setGiven } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx } from './common.mjs' */

/** @param {Ctx} ctx */
export function getPersonalData(ctx) {
  return ok(personalDataView(ctx.account));
}

/**
 * Employers use it too (their own data in Mi perfil). The e-mail is not here: the schema refuses
 * `email` (422) and it changes only through requestEmailChange and its link.
 * @param {Ctx<Schemas['PersonalDataUpdate']>} ctx
 */
export function updatePersonalData(ctx) {
  const { account, body } = ctx;
  setGiven(account.user, body, ['firstName', 'lastName', 'avatar']);
  setGiven(account.personalData, body, ['phone', 'rfc', 'curp', 'fiscalRegime', 'cfdiUse', 'address', 'accountantEmail']);
  return ok(personalDataView(account));
}

/** @param {Ctx} ctx */
export function getCompanyProfile(ctx) {
  requireEmployer(ctx);
  if (!ctx.account.company) fail(ctx, 404, 'CompanyProfileNotFoundError');
  return ok(ctx.account.company);
}

/** @param {Ctx<Schemas['CompanyProfileInput']>} ctx */
export function saveCompanyProfile(ctx) {
  const { account, body } = ctx;
  requireEmployer(ctx);
  // A save from a copy older than the stored one would put back what another tab saved since.
  const copy = String(ctx.headers['if-match'] ?? '')
    .replace(/^W\//, '')
    .replace(/^"|"$/g, '');
  if (copy && account.company && copy !== account.company.updatedAt) fail(ctx, 409, 'CompanyProfileChangedError');
  for (const other of ctx.world.accounts.values()) {
    if (other !== account && other.company?.rfc === body.rfc) fail(ctx, 409, 'CompanyRfcTakenError');
  }
  account.company = {
    legalName: body.legalName,
    tradeName: body.tradeName ?? null,
    rfc: body.rfc,
    fiscalRegime: body.fiscalRegime,
    cfdiUse: body.cfdiUse ?? null,
    contactName: body.contactName,
    contactEmail: body.contactEmail,
    phone: body.phone,
    address: body.address,
    logoUrl: body.logoUrl ?? null,
    updatedAt: ctx.now().toISOString(),
    // Absent is none: a full replacement.
    accountantEmail: body.accountantEmail ?? null,
  };
  return ok(account.company);
}
