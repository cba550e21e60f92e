import type { Employee, EmployeeCreate } from '../employee-form';

const FIRST = [
  'Ana Sofía',
  'Carlos Eduardo',
  'Guadalupe',
  'Jorge Alberto',
  'Mariana',
  'Ricardo',
  'Valeria',
  'Óscar Iván',
  'Fernanda',
  'Luis Ángel',
];
const LAST = [
  'Martínez López',
  'Gutiérrez Salinas',
  'Hernández Cruz',
  'Pérez Domínguez',
  'Sánchez Ortega',
  'Núñez Castañeda',
  'Torres Méndez',
  'Flores Ramírez',
  'Ríos Villaseñor',
  'Morales Navarro',
];

export function makeEmployee(index: number, overrides: Partial<Employee> = {}): Employee {
  const first = FIRST[index % FIRST.length]!;
  const last = LAST[index % LAST.length]!;
  return {
    id: `emp-${index}`,
    firstName: first,
    lastName: last,
    email: `empleado${index}@constructoradelbajio.mx`,
    phone: '+524421587734',
    position: 'Ingeniera residente',
    rfc: null,
    curp: null,
    status: (['active', 'inactive', 'invited'] as const)[index % 3]!,
    createdAt: '2024-02-05T14:30:00.000Z',
    ...overrides,
  };
}

export function makeEmployees(count: number, offset = 0): Employee[] {
  return Array.from({ length: count }, (_, i) => makeEmployee(offset + i));
}

/** Daniela as adding her sends her (the dialog or a CSV row): the phone in E.164, no RFC or CURP. */
export const DANIELA: EmployeeCreate = {
  firstName: 'Daniela',
  lastName: 'Castro Aguilar',
  email: 'daniela.castro@constructoradelbajio.mx',
  phone: '+524421234567',
  position: 'Residente de obra',
  rfc: null,
  curp: null,
};
