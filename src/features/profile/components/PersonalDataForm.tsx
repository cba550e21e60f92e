import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Card, CardHeader } from '@/components/ui/Card';
import { Form } from '@/components/ui/Form';
import { TextField } from '@/components/ui/TextField';
import { normalizeSpaces } from '@/lib/validation/contact';
import { serverFormErrors } from '@/lib/validation/field-errors';
import {
  cfdiUsesFor,
  fiscalRegimesFor,
  formatMexicanPhone,
  normalizeCurp,
  normalizeRfc,
  sanitizePhoneInput,
  validatePhone,
} from '@/lib/validation/mexico';
import type { PersonalData } from '../api/get-personal-data';
import { useUpdatePersonalData } from '../api/update-personal-data';
import {
  FISCAL_DATA_HINT,
  personalDataChanges,
  toPersonalDataValues,
  validatePersonalData,
  type PersonalDataValues,
} from '../personal-data-form';
import { useSession, useSessionDraft } from '@/lib/session';
import { useFormState } from '@/lib/validation/use-form-state';
import { AddressFields } from './AddressFields';
import { CatalogueSelect } from './CatalogueSelect';
import { FormActions } from './FormActions';
import { RecoveredDraftNotice } from './RecoveredDraftNotice';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'rfc',
  'curp',
  'fiscalRegime',
  'cfdiUse',
  'address.street',
  'address.exteriorNumber',
  'address.interiorNumber',
  'address.neighborhood',
  'address.municipality',
  'address.state',
  'address.postalCode',
] as const;

const PERSON_REGIMES = fiscalRegimesFor('person');
const PERSON_CFDI_USES = cfdiUsesFor('person');

/** Mis datos: personal, fiscal and address data, sent as a PATCH of what changed. */
export function PersonalDataForm({ data }: { data: PersonalData }) {
  const [initial] = useState(() => toPersonalDataValues(data));
  const form = useFormState<PersonalDataValues>(initial, validatePersonalData);
  const update = useUpdatePersonalData();
  const [formError, setFormError] = useState<string | null>(null);
  const { values, errorFor, setField, touch } = form;

  const changes = personalDataChanges(values, form.saved);
  const isDirty = Object.keys(changes).length > 0;

  // What was typed survives a session that expires before it is saved (offered back after signing in).
  const { user } = useSession();
  const { draft, dismissDraft } = useSessionDraft('mis-datos', user?.id ?? null, values, isDirty);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDirty || update.isPending) return;
    setFormError(null);
    if (!form.checkBeforeSubmit()) {
      setFormError('Revisa los campos marcados.');
      return;
    }
    update.mutate(
      { body: changes },
      {
        onSuccess: (saved) => {
          form.markSaved(toPersonalDataValues(saved));
          toast.success(
            changes.email !== undefined
              ? `Guardamos tus datos. Inicia sesión con ${saved.email} de ahora en adelante.`
              : 'Guardamos tus datos.',
          );
        },
        onError: (error) => {
          const { fields, summary } = serverFormErrors(error, FIELDS, 'email');
          form.showServerErrors(fields);
          setFormError(summary);
        },
      },
    );
  };

  const text = (
    field: 'firstName' | 'lastName' | 'email',
    props: { label: string; autoComplete: string; maxLength: number; type?: string; description?: string },
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

  return (
    <div ref={form.formRef} className="flex flex-col gap-6">
      {draft && (
        <RecoveredDraftNotice
          onRestore={() => {
            form.restore(draft);
            dismissDraft();
          }}
          onDismiss={dismissDraft}
        />
      )}
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label="Mis datos" className="gap-6">
        <Card>
          <CardHeader title="Datos personales" description="Tu nombre y cómo contactarte." />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {text('firstName', { label: 'Nombre(s)', autoComplete: 'given-name', maxLength: 80 })}
            {text('lastName', { label: 'Apellidos', autoComplete: 'family-name', maxLength: 80 })}
            {text('email', {
              label: 'Correo electrónico',
              autoComplete: 'email',
              type: 'email',
              maxLength: 254,
              description: 'También es tu usuario para iniciar sesión.',
            })}
            <TextField
              name="phone"
              label="Teléfono (opcional)"
              type="tel"
              autoComplete="tel-national"
              inputProps={{ inputMode: 'tel' }}
              value={values.phone}
              onChange={(value) => setField('phone', sanitizePhoneInput(value))}
              onBlur={() => {
                if (!validatePhone(values.phone)) setField('phone', formatMexicanPhone(values.phone));
                touch('phone');
              }}
              isInvalid={Boolean(errorFor('phone'))}
              errorMessage={errorFor('phone')}
              description="10 dígitos; agregamos el +52. Ej. 55 1234 5678."
            />
          </div>
        </Card>

        <Card>
          <CardHeader title="Datos fiscales" description={`Opcionales. ${FISCAL_DATA_HINT}`} />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              name="rfc"
              label="RFC"
              autoComplete="off"
              maxLength={16}
              inputProps={{ autoCapitalize: 'characters', spellCheck: false, className: 'uppercase' }}
              value={values.rfc}
              onChange={(value) => setField('rfc', value)}
              onBlur={() => {
                setField('rfc', normalizeRfc(values.rfc));
                touch('rfc');
              }}
              isInvalid={Boolean(errorFor('rfc'))}
              errorMessage={errorFor('rfc')}
              description="13 caracteres, con homoclave. Sin RFC, usa el genérico XAXX010101000."
            />
            <TextField
              name="curp"
              label="CURP (opcional)"
              autoComplete="off"
              maxLength={22}
              inputProps={{ autoCapitalize: 'characters', spellCheck: false, className: 'uppercase' }}
              value={values.curp}
              onChange={(value) => setField('curp', value)}
              onBlur={() => {
                setField('curp', normalizeCurp(values.curp));
                touch('curp');
              }}
              isInvalid={Boolean(errorFor('curp'))}
              errorMessage={errorFor('curp')}
              description="18 caracteres."
            />
            <CatalogueSelect
              label="Régimen fiscal"
              entries={PERSON_REGIMES}
              noneLabel="Sin especificar"
              value={values.fiscalRegime}
              onChange={(code) => setField('fiscalRegime', code)}
              onBlur={() => touch('fiscalRegime')}
              errorMessage={errorFor('fiscalRegime')}
              description="Como aparece en tu Constancia de Situación Fiscal."
            />
            <CatalogueSelect
              label="Uso de CFDI"
              entries={PERSON_CFDI_USES}
              noneLabel="Sin especificar"
              value={values.cfdiUse}
              onChange={(code) => setField('cfdiUse', code)}
              onBlur={() => touch('cfdiUse')}
              errorMessage={errorFor('cfdiUse')}
              description="El que pondremos en tus facturas, por ejemplo G03 · Gastos en general."
            />
          </div>
        </Card>

        <Card>
          <CardHeader
            title="Domicilio"
            description="Tu domicilio fiscal. Si lo llenas, completa todos los campos (el número interior es opcional)."
          />
          <AddressFields values={values.address} errorFor={errorFor} onChange={setField} onBlur={touch} />
        </Card>

        <FormActions
          isDirty={isDirty}
          isPending={update.isPending}
          error={formError}
          onDiscard={() => {
            form.discard();
            setFormError(null);
          }}
        />
        <UnsavedChangesGuard when={isDirty && !update.isPending} />
      </Form>
    </div>
  );
}
