import { toast } from '@/lib/toast';
import { Card, CardHeader } from '@/components/ui/Card';
import { TextField } from '@/components/ui/TextField';
import { IdentifierField, PhoneField } from '@/components/forms/MexicanFields';
import { normalizeSpaces } from '@/lib/validation/contact';
import {
  cfdiUsesFor,
  fiscalRegimesFor,
  normalizeCurp,
  normalizePhoneOnBlur,
  normalizeRfc,
  sanitizePhoneInput,
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
import { useForm } from '@/lib/form/use-form';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { AddressFields } from './AddressFields';
import { ProfileFormFrame } from './ProfileFormFrame';
import { CatalogueSelect } from './CatalogueSelect';

const PERSON_REGIMES = fiscalRegimesFor('person');
const PERSON_CFDI_USES = cfdiUsesFor('person');

/** Mis datos: personal, fiscal and address data, sent as a PATCH of what changed. */
export function PersonalDataForm({ data }: { data: PersonalData }) {
  const form = useForm<PersonalDataValues>({
    initial: () => toPersonalDataValues(data),
    validate: validatePersonalData,
    invalidMessage: 'Revisa los campos marcados.',
  });
  const update = useUpdatePersonalData();
  const { values } = form;

  const changes = personalDataChanges(values, form.saved);
  const isDirty = Object.keys(changes).length > 0;

  const save = () => {
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
        onError: (error) => form.showSaveError(error, 'email'),
      },
    );
  };

  return (
    <ProfileFormFrame form={form} draftKey="mis-datos" label="Mis datos" isDirty={isDirty} isPending={update.isPending} onSave={save}>
      <Card>
        <CardHeader title="Datos personales" description="Tu nombre y cómo contactarte." />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            {...form.textField('firstName', { normalize: normalizeSpaces })}
            label="Nombre(s)"
            autoComplete="given-name"
            maxLength={FIELD_LIMITS.PersonalDataUpdate.firstName.maxLength}
          />
          <TextField
            {...form.textField('lastName', { normalize: normalizeSpaces })}
            label="Apellidos"
            autoComplete="family-name"
            maxLength={FIELD_LIMITS.PersonalDataUpdate.lastName.maxLength}
          />
          <TextField
            {...form.textField('email', { normalize: (value) => value.trim() })}
            label="Correo electrónico"
            autoComplete="email"
            type="email"
            maxLength={FIELD_LIMITS.PersonalDataUpdate.email.maxLength}
            description="También es tu usuario para iniciar sesión."
          />
          <PhoneField
            {...form.textField('phone', { sanitize: sanitizePhoneInput, normalize: normalizePhoneOnBlur })}
            label="Teléfono (opcional)"
            autoComplete="tel-national"
            description="10 dígitos; agregamos el +52. Ej. 55 1234 5678."
          />
        </div>
      </Card>

      <Card>
        <CardHeader title="Datos fiscales" description={`Opcionales. ${FISCAL_DATA_HINT}`} />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <IdentifierField
            {...form.textField('rfc', { normalize: normalizeRfc })}
            label="RFC"
            maxLength={16}
            description="13 caracteres, con homoclave. Sin RFC, usa el genérico XAXX010101000."
          />
          <IdentifierField
            {...form.textField('curp', { normalize: normalizeCurp })}
            label="CURP (opcional)"
            maxLength={22}
            description="18 caracteres."
          />
          <CatalogueSelect
            label="Régimen fiscal"
            entries={PERSON_REGIMES}
            noneLabel="Sin especificar"
            value={values.fiscalRegime}
            onChange={(code) => form.setField('fiscalRegime', code)}
            onBlur={() => form.touch('fiscalRegime')}
            errorMessage={form.errorFor('fiscalRegime')}
            description="Como aparece en tu Constancia de Situación Fiscal."
          />
          <CatalogueSelect
            label="Uso de CFDI"
            entries={PERSON_CFDI_USES}
            noneLabel="Sin especificar"
            value={values.cfdiUse}
            onChange={(code) => form.setField('cfdiUse', code)}
            onBlur={() => form.touch('cfdiUse')}
            errorMessage={form.errorFor('cfdiUse')}
            description="El que pondremos en tus facturas, por ejemplo G03 · Gastos en general."
          />
        </div>
      </Card>

      <Card>
        <CardHeader
          title="Domicilio"
          description="Tu domicilio fiscal. Si lo llenas, completa todos los campos (el número interior es opcional)."
        />
        <AddressFields field={form.textField} />
      </Card>
    </ProfileFormFrame>
  );
}
