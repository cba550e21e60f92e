import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions, DialogTitle, Modal } from '@/components/ui/Dialog';
import { Form, FormError } from '@/components/ui/Form';
import { Select, SelectItem } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { normalizeSpaces } from '@/lib/validation/contact';
import { serverFormErrors } from '@/lib/validation/field-errors';
import { formatMexicanPhone, normalizeCurp, normalizeRfc, sanitizePhoneInput, validatePhone } from '@/lib/validation/mexico';
import { useFormState } from '@/lib/validation/use-form-state';
import { useCreateEmployee } from '../api/create-employee';
import { useUpdateEmployee } from '../api/update-employee';
import {
  EMPLOYEE_FIELDS,
  employeeChanges,
  fullName,
  POSITION_MAX_LENGTH,
  toEmployeeCreate,
  toEmployeeValues,
  validateEmployee,
  type Employee,
  type EmployeeValues,
} from '../employee-form';

export interface EmployeeDialogProps {
  /** The employee to edit; none to add one. */
  employee: Employee | null;
  onClose: () => void;
}

const STATUS_OPTIONS = [
  { id: 'active', label: 'Activo' },
  { id: 'inactive', label: 'Inactivo' },
];

/** Add or edit an employee, with the same checks as the profile (RFC and CURP optional). */
export function EmployeeDialog({ employee, onClose }: EmployeeDialogProps) {
  const isEdit = employee !== null;
  const [initial] = useState(() => toEmployeeValues(employee));
  const form = useFormState<EmployeeValues>(initial, validateEmployee);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const [formError, setFormError] = useState<string | null>(null);
  const { values, errorFor, setField, touch } = form;
  const isPending = create.isPending || update.isPending;
  const changes = isEdit ? employeeChanges(values, form.saved) : null;
  const canSubmit = !isEdit || Object.keys(changes ?? {}).length > 0;

  const onError = (error: unknown) => {
    const { fields, summary } = serverFormErrors(error, EMPLOYEE_FIELDS, 'email');
    form.showServerErrors(fields);
    setFormError(summary);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || !canSubmit) return;
    setFormError(null);
    if (!form.checkBeforeSubmit()) {
      setFormError('Revisa los campos marcados.');
      return;
    }
    if (employee && changes) {
      update.mutate(
        { params: { path: { employeeId: employee.id } }, body: changes },
        {
          onSuccess: (saved) => {
            toast.success(`Guardamos los cambios de ${fullName(saved)}.`);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { body: toEmployeeCreate(values) },
        {
          onSuccess: (saved) => {
            toast.success(`Agregamos a ${fullName(saved)} y le enviamos una invitación a ${saved.email}.`);
            onClose();
          },
          onError,
        },
      );
    }
  };

  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'position',
    props: { label: string; maxLength: number; type?: string; autoComplete?: string; autoFocus?: boolean },
  ) => (
    <TextField
      name={field}
      value={values[field]}
      onChange={(value) => setField(field, value)}
      onBlur={() => {
        setField(field, field === 'email' ? values.email.trim() : normalizeSpaces(values[field]));
        touch(field);
      }}
      isInvalid={Boolean(errorFor(field))}
      errorMessage={errorFor(field)}
      {...props}
    />
  );

  const identifier = (field: 'rfc' | 'curp', label: string, description: string, normalize: (v: string) => string) => (
    <TextField
      name={field}
      label={label}
      autoComplete="off"
      maxLength={22}
      inputProps={{ autoCapitalize: 'characters', spellCheck: false, className: 'uppercase' }}
      value={values[field]}
      onChange={(value) => setField(field, value)}
      onBlur={() => {
        setField(field, normalize(values[field]));
        touch(field);
      }}
      isInvalid={Boolean(errorFor(field))}
      errorMessage={errorFor(field)}
      description={description}
    />
  );

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="max-w-2xl"
    >
      <Dialog>
        <DialogTitle>{isEdit ? `Editar a ${fullName(employee)}` : 'Agregar empleado'}</DialogTitle>
        <p className="mt-1 text-sm text-slate-600">
          {isEdit
            ? 'Los cambios se ven de inmediato en la lista.'
            : 'Le enviaremos una invitación por correo; aparecerá como Invitado hasta que la acepte.'}
        </p>
        <div ref={form.formRef}>
          <Form onSubmit={onSubmit} validationBehavior="aria" aria-label="Datos del empleado" className="mt-5 gap-4">
            <FormError message={formError} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {text('firstName', { label: 'Nombre(s)', maxLength: 80, autoComplete: 'off', autoFocus: true })}
              {text('lastName', { label: 'Apellidos', maxLength: 80, autoComplete: 'off' })}
              {text('email', { label: 'Correo electrónico', type: 'email', maxLength: 254, autoComplete: 'off' })}
              <TextField
                name="phone"
                label="Teléfono (opcional)"
                type="tel"
                autoComplete="off"
                inputProps={{ inputMode: 'tel' }}
                value={values.phone}
                onChange={(value) => setField('phone', sanitizePhoneInput(value))}
                onBlur={() => {
                  if (!validatePhone(values.phone)) setField('phone', formatMexicanPhone(values.phone));
                  touch('phone');
                }}
                isInvalid={Boolean(errorFor('phone'))}
                errorMessage={errorFor('phone')}
                description="10 dígitos; agregamos el +52."
              />
              {text('position', { label: 'Puesto (opcional)', maxLength: POSITION_MAX_LENGTH })}
              {isEdit && employee.status !== 'invited' ? (
                <Select
                  label="Estado"
                  items={STATUS_OPTIONS}
                  value={values.status || null}
                  onChange={(key) => setField('status', key === null ? '' : String(key))}
                >
                  {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                </Select>
              ) : isEdit ? (
                <div className="flex flex-col gap-1.5">
                  <p className="text-sm font-medium text-slate-800">Estado</p>
                  <p className="text-sm text-slate-600">Invitado: aparecerá como Activo cuando acepte la invitación.</p>
                </div>
              ) : null}
              {identifier('rfc', 'RFC (opcional)', '13 caracteres, con homoclave.', normalizeRfc)}
              {identifier('curp', 'CURP (opcional)', '18 caracteres.', normalizeCurp)}
            </div>
            <DialogActions className="mt-2">
              <Button variant="secondary" isDisabled={isPending} onPress={onClose}>
                Cancelar
              </Button>
              <Button type="submit" isPending={isPending} isDisabled={!canSubmit}>
                {isEdit ? 'Guardar cambios' : 'Agregar empleado'}
              </Button>
            </DialogActions>
          </Form>
        </div>
      </Dialog>
    </Modal>
  );
}
