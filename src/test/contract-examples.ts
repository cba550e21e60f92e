// The contract's examples (openapi.yaml) that several features' tests share: the employer and her cards.
import type { components } from '@/lib/api';
import type { User } from '@/lib/session';

type Card = components['schemas']['Card'];
type CompanyProfile = components['schemas']['CompanyProfile'];

/** UserEmployer of the contract; `customer` overrides her customer record. A fresh copy each call. */
export function makeEmployer(customer: Partial<User['customer']> = {}): User {
  return {
    id: '6650f1c2a9b3e4d5f6a7b8c9',
    email: 'mariajose.hernandez@constructoradelbajio.mx',
    firstName: 'María José',
    lastName: 'Hernández Ñúñez',
    name: 'María José Hernández Ñúñez',
    customerId: '6650f1c2a9b3e4d5f6a7b8d0',
    customer: {
      id: '6650f1c2a9b3e4d5f6a7b8d0',
      openpayCustomerId: 'ag4nktpdzebjiye1tlze',
      defaultCardId: 'kqgykn96i7bcs1wwhvgw',
      isEmployer: true,
      autoPaymentEnabled: true,
      ...customer,
    },
    isEmployer: true,
  };
}

/** Her default card: the contract's Card example. */
export const EXAMPLE_VISA: Card = {
  id: 'kqgykn96i7bcs1wwhvgw',
  card_number: '411111XXXXXX1111',
  holder_name: 'María José Hernández Ñúñez',
  expiration_month: '12',
  expiration_year: '29',
  brand: 'visa',
  type: 'credit',
  bank_name: 'BBVA México',
  allows_charges: true,
  creation_date: '2026-03-14T10:22:41-06:00',
};

/** Her Carnet, expired in 2024. */
export const EXAMPLE_EXPIRED_CARNET: Card = {
  id: 'ktr3x7b2mfqz9wv5nc8p',
  card_number: '506254XXXXXX5232',
  holder_name: 'María José Hernández Ñúñez',
  expiration_month: '08',
  expiration_year: '24',
  brand: 'carnet',
  type: 'debit',
  bank_name: 'Banco Azteca',
  allows_charges: true,
  creation_date: '2022-08-30T12:40:00-05:00',
};

/** CompanyProfileExample of the contract: the employer's company (Mi perfil, and the customer on her documents). */
export const BAJIO: CompanyProfile = {
  legalName: 'CONSTRUCTORA DEL BAJIO',
  tradeName: 'Constructora del Bajío',
  rfc: 'CBA090615K22',
  fiscalRegime: '601',
  cfdiUse: 'G03',
  contactName: 'María José Hernández Ñúñez',
  contactEmail: 'mariajose.hernandez@constructoradelbajio.mx',
  phone: '+524422156789',
  address: {
    street: 'Av. Constituyentes',
    exteriorNumber: '120',
    interiorNumber: 'Piso 3',
    neighborhood: 'Centro',
    municipality: 'Querétaro',
    state: 'QUE',
    postalCode: '76000',
  },
  logoUrl: '/logos/constructora-del-bajio.png',
  updatedAt: '2026-10-14T17:32:08.000Z',
};
