// The contract's customer who is not an employer, as his personal data reads (the invoice and Mi perfil tests share him).
import type { PersonalData } from '../get-personal-data';

/** José Luis Ramírez Ortiz's personal data (a customer who is not an employer, 612). */
const JOSE: PersonalData = {
  id: '6650f3e8b1c2d4a5e6f7a8b9',
  email: 'joseluis.ramirez@gmail.com',
  firstName: 'José Luis',
  lastName: 'Ramírez Ortiz',
  phone: '+525547891234',
  rfc: 'RAOL850412HN6',
  curp: 'RAOL850412HDFMRS06',
  fiscalRegime: '612',
  cfdiUse: 'G03',
  address: {
    street: 'Av. Insurgentes Sur',
    exteriorNumber: '1602',
    interiorNumber: '4B',
    neighborhood: 'Crédito Constructor',
    municipality: 'Benito Juárez',
    state: 'CMX',
    postalCode: '03940',
  },
  avatar: null,
};

/** A fresh copy of José's personal data; `overrides` changes fields. */
export const makeJose = (overrides: Partial<PersonalData> = {}): PersonalData => ({ ...structuredClone(JOSE), ...overrides });
