import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import { useSession, useSessionDraft } from '@/lib/session';
import { sentences } from '@/lib/sentence';
import { isolate } from '@/lib/server-text';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogActions, DialogTitle } from '@/components/ui/Dialog';
import { Form, FormError } from '@/components/ui/Form';
import { Select, SelectItem } from '@/components/ui/Select';
import { WithServerText } from '@/components/ui/ServerText';
import { TextField } from '@/components/ui/TextField';
import { IdentifierField, PhoneField } from '@/components/forms/MexicanFields';
import { normalizeSpaces } from '@/lib/validation/contact';
import { normalizeCurp, PHONE_TYPING } from '@/lib/validation/mexico';
import { normalizeRfc } from '@/lib/validation/rfc';
import { useForm } from '@/lib/form/use-form';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { EmployeeDialogFrame } from './EmployeeDialogFrame';
import { useCreateEmployee } from '../api/create-employee';
import { useUpdateEmployee } from '../api/update-employee';
import {
  employeeChanges,
  isolatedName,
  toEmployeeCreate,
  toEmployeeValues,
  validateEmployee,
  type Employee,
  type EmployeeValues,
} from '../employee-form';
import { EmployeeWriteError } from '../employee-write-error';

/** Where the session keeps what was typed in this dialog if it expires before saving. */
export const EMPLOYEE_DRAFT_KEY = 'empleado';

/** The dialog's draft: whom it was editing (null: a new employee) and what was typed. */
export interface EmployeeDraft {
  employee: Employee | null;
  values: EmployeeValues;
}

export interface EmployeeDialogProps {
  /** The employee to edit; none to add one. */
  employee: Employee | null;
  /** What was typed before the session expired, to start from (unsaved). */
  draftValues?: EmployeeValues;
  onClose: () => void;
}

/** A write whose answer was lost, after reading the list again: what it did, in the dialog. */
function unknownOutcomeMessage(error: EmployeeWriteError, isEdit: boolean, name: string): string {
  // The server's words, isolated from ours after them (FormError shows them in a <bdi>).
  const reason = isolate(errorMessage(error.reason));
  if (error.outcome === 'not-made') {
    return isEdit
      ? sentences('No se guardaron los cambios: lo comprobamos en tu lista.', reason)
      : sentences(`No agregamos a ${name}: comprobamos que no está en tu lista.`, reason);
  }
  return isEdit
    ? sentences('No pudimos confirmar si se guardaron los cambios.', reason, 'Puedes intentarlo de nuevo.')
    : sentences(`No pudimos confirmar si agregamos a ${name}.`, reason, 'Puedes intentarlo de nuevo: si ya se agregó, te lo diremos.');
}

const STATUS_OPTIONS = [
  { id: 'active', label: 'Activo' },
  { id: 'inactive', label: 'Inactivo' },
];

/** Add or edit an employee, with the same checks as the profile (RFC and CURP optional). */
export function EmployeeDialog({ employee, draftValues, onClose }: EmployeeDialogProps) {
  const isEdit = employee !== null;
  const form = useForm<EmployeeValues>({
    initial: () => toEmployeeValues(employee),
    validate: validateEmployee,
    invalidMessage: 'Revisa los campos marcados.',
  });
  // A recovered draft starts as typed but unsaved, so "Guardar cambios" sends what differs.
  const [startedFromDraft, setStartedFromDraft] = useState(false);
  if (draftValues && !startedFromDraft) {
    setStartedFromDraft(true);
    form.restore(draftValues);
  }
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const isPending = create.isPending || update.isPending;
  const changes = isEdit ? employeeChanges(form.values, form.saved) : null;
  const canSubmit = !isEdit || Object.keys(changes ?? {}).length > 0;

  // What was typed survives a session that expires before it is saved (offered back on Empleados).
  const { user } = useSession();
  const isDirty = JSON.stringify(form.values) !== JSON.stringify(form.saved);
  const draft: EmployeeDraft = { employee, values: form.values };
  useSessionDraft(EMPLOYEE_DRAFT_KEY, user?.id ?? null, draft, isDirty);

  const onError = (error: unknown) => {
    if (error instanceof EmployeeWriteError) {
      const name = isolatedName({ firstName: form.values.firstName, lastName: form.values.lastName });
      form.setFormError(unknownOutcomeMessage(error, isEdit, name));
    } else {
      form.showSaveError(error, 'email');
    }
  };

  const save = (values: EmployeeValues) => {
    if (employee && changes) {
      update.mutate(
        { employee, changes },
        {
          onSuccess: (saved) => {
            toast.success(`Guardamos los cambios de ${isolatedName(saved)}.`);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(toEmployeeCreate(values), {
        onSuccess: (saved) => {
          toast.success(`Agregamos a ${isolatedName(saved)} y le enviamos una invitación a ${isolate(saved.email)}.`);
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <EmployeeDialogFrame isPending={isPending} onClose={onClose}>
      <Dialog>
        <DialogTitle>{isEdit ? <WithServerText text={`Editar a ${isolatedName(employee)}`} /> : 'Agregar empleado'}</DialogTitle>
        <p className="mt-1 text-sm text-slate-600">
          {isEdit
            ? 'Los cambios se ven de inmediato en la lista.'
            : 'Le enviaremos una invitación por correo; aparecerá como Invitado hasta que la acepte.'}
        </p>
        <Form
          onSubmit={form.handleSubmit(save, { isBlocked: isPending || !canSubmit })}
          validationBehavior="aria"
          aria-label="Datos del empleado"
          gap="gap-4"
          className="mt-5"
        >
          <FormError message={form.formError} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              {...form.textField('firstName', { normalize: normalizeSpaces })}
              label="Nombre(s)"
              maxLength={FIELD_LIMITS.EmployeeCreate.firstName.maxLength}
              autoComplete="off"
              autoFocus
            />
            <TextField
              {...form.textField('lastName', { normalize: normalizeSpaces })}
              label="Apellidos"
              maxLength={FIELD_LIMITS.EmployeeCreate.lastName.maxLength}
              autoComplete="off"
            />
            <TextField
              {...form.textField('email', { normalize: (value) => value.trim() })}
              label="Correo electrónico"
              type="email"
              maxLength={FIELD_LIMITS.EmployeeCreate.email.maxLength}
              autoComplete="off"
            />
            <PhoneField {...form.textField('phone', PHONE_TYPING)} label="Teléfono (opcional)" autoComplete="off" />
            <TextField
              {...form.textField('position', { normalize: normalizeSpaces })}
              label="Puesto (opcional)"
              maxLength={FIELD_LIMITS.EmployeeCreate.position.maxLength}
            />
            {isEdit && employee.status !== 'invited' ? (
              <Select
                label="Estado"
                items={STATUS_OPTIONS}
                value={form.values.status || null}
                onChange={(key) => form.setField('status', key === 'active' || key === 'inactive' ? key : '')}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
            ) : isEdit ? (
              <div className="flex flex-col gap-1.5">
                <p className="text-sm font-medium text-slate-800">Estado</p>
                <p className="text-sm text-slate-600">Invitado: aparecerá como Activo cuando acepte la invitación.</p>
              </div>
            ) : null}
            <IdentifierField
              {...form.textField('rfc', { normalize: normalizeRfc })}
              maxLength={22}
              label="RFC (opcional)"
              description="13 caracteres, con homoclave."
            />
            <IdentifierField
              {...form.textField('curp', { normalize: normalizeCurp })}
              maxLength={22}
              label="CURP (opcional)"
              description="18 caracteres."
            />
          </div>
          <DialogActions className="mt-2">
            <Button variant="secondary" isDisabled={isPending} onPress={onClose}>
              Cancelar
            </Button>
            <Button type="submit" isPending={isPending} isDisabled={!canSubmit}>
              {isEdit ? 'Guardar cambios' : 'Agregar empleado'}
            </Button>
          </DialogActions>
          <PrivacyNoticeLink full={false} />
        </Form>
      </Dialog>
    </EmployeeDialogFrame>
  );
}
