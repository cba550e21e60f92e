// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { employeeChanges, toEmployeeCreate, toEmployeeValues, validateEmployee, type Employee } from './employee-form';

const ANA: Employee = {
  id: '6651a0c3e2b4d5f6a7b8c904',
  firstName: 'Ana Sofía',
  lastName: 'Martínez López',
  email: 'ana.martinez@constructoradelbajio.mx',
  phone: '+524421587734',
  position: 'Ingeniera residente',
  rfc: 'MALA9208233T6',
  curp: 'MALA920823MQTRPN03',
  status: 'active',
  createdAt: '2024-02-05T14:30:00.000Z',
};

describe('employee form', () => {
  it('RFC and CURP are optional; the rest is checked', () => {
    const values = { ...toEmployeeValues(), firstName: 'Daniela', lastName: 'Castro Aguilar', email: 'daniela@x.mx' };
    expect(validateEmployee(values)).toEqual({});
    expect(validateEmployee({ ...values, rfc: 'abc', curp: 'xyz', email: 'daniela@', phone: '12' })).toEqual({
      email: 'Escribe un correo válido, por ejemplo nombre@empresa.mx.',
      phone: 'El teléfono tiene 10 dígitos, sin el +52 (por ejemplo 55 1234 5678).',
      rfc: 'El RFC de persona física tiene 13 caracteres (escribiste 3).',
      curp: 'La CURP tiene 18 caracteres (escribiste 3).',
    });
  });

  it("an e-mail must also pass the contract's format (the API refuses it otherwise)", () => {
    const values = { ...toEmployeeValues(), firstName: 'Daniela', lastName: 'Castro Aguilar' };
    for (const email of ['josé@x.mx', 'ana..lopez@x.mx', 'ana@x..mx', 'ana@-x.mx', '"ana"@x.mx']) {
      expect(validateEmployee({ ...values, email })).toEqual({ email: 'Escribe un correo válido, por ejemplo nombre@empresa.mx.' });
    }
    for (const email of ['ana+obra@constructora-bajio.com.mx', "o'neill@x.mx", 'Ana.Lopez@Empresa.MX']) {
      expect(validateEmployee({ ...values, email })).toEqual({});
    }
  });

  it('normalises the create body and sends empty optional fields as null', () => {
    expect(
      toEmployeeCreate({
        firstName: '  Daniela ',
        lastName: 'Castro   Aguilar',
        email: ' Daniela.Castro@Constructoradelbajio.mx ',
        phone: '(442) 123-4567',
        position: '',
        rfc: ' gode-561231-gr8 ',
        curp: '',
        status: '',
      }),
    ).toEqual({
      firstName: 'Daniela',
      lastName: 'Castro Aguilar',
      email: 'daniela.castro@constructoradelbajio.mx',
      phone: '+524421234567',
      position: null,
      rfc: 'GODE561231GR8',
      curp: null,
    });
  });

  it('the PATCH body has only what changed, after normalising', () => {
    const saved = toEmployeeValues(ANA);
    expect(employeeChanges({ ...saved, rfc: 'mala9208233t6', phone: '442 158 7734' }, saved)).toEqual({});
    expect(employeeChanges({ ...saved, status: 'inactive', position: ' Jefa de obra ', curp: '' }, saved)).toEqual({
      status: 'inactive',
      position: 'Jefa de obra',
      curp: null,
    });
  });

  it('an invited employee keeps no status choice', () => {
    const invited = toEmployeeValues({ ...ANA, status: 'invited' });
    expect(invited.status).toBe('');
    expect(employeeChanges({ ...invited, firstName: 'Ana' }, invited)).toEqual({ firstName: 'Ana' });
  });
});
