import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Link } from '@/components/ui/Link';
import { useCurrentUser } from '@/lib/session';
import { TextField } from '@/components/ui/TextField';
import { IdentifierField, PhoneField } from '@/components/forms/MexicanFields';
import { normalizeSpaces } from '@/lib/validation/contact';
import { normalizeCurp, PHONE_TYPING } from '@/lib/validation/mexico';
import { fiscalRegimesFor, normalizeRfc, rfcCheckDigitNotice, type PersonalData } from '@/features/customer';
import { useUpdatePersonalData } from '../api/update-personal-data';
import {
  FISCAL_DATA_HINT,
  personalDataChanges,
  toPersonalDataValues,
  validateOwnPersonalData,
  validatePersonalData,
  type PersonalDataValues,
} from '../personal-data-form';
import { useForm } from '@/lib/form/use-form';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { AddressFields } from './AddressFields';
import { FormSection } from './FormSection';
import { ProfileFormFrame } from './ProfileFormFrame';
import { CatalogueSelect, CfdiUseSelect } from './CatalogueSelect';

const PERSON_REGIMES = fiscalRegimesFor('person');

export interface PersonalDataFormProps {
  data: PersonalData;
  /**
   * 'full': Mis datos of a non-employer (personal, fiscal and address data). 'own': an employer's
   * own data in Mi perfil, name and phone only (the company profile holds the fiscal data).
   */
  scope?: 'full' | 'own';
  /** Where "Cambiar correo" goes: the Seguridad tab of the same page. */
  changeEmailHref: string;
}

/** Personal data (and, for non-employers, fiscal data and address), sent as a PATCH of what changed. */
export function PersonalDataForm({ data, scope = 'full', changeEmailHref }: PersonalDataFormProps) {
  const { email } = useCurrentUser();
  const emailLabelId = useId();
  const form = useForm<PersonalDataValues>({
    initial: () => toPersonalDataValues(data),
    validate: scope === 'full' ? validatePersonalData : validateOwnPersonalData,
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
          toast.success('Guardamos tus datos.');
        },
        onError: (error) => form.showSaveError(error),
      },
    );
  };

  return (
    <ProfileFormFrame
      form={form}
      draftKey={scope === 'full' ? 'mis-datos' : 'mi-perfil-datos'}
      label={scope === 'full' ? 'Mis datos' : 'Mis datos personales'}
      isDirty={isDirty}
      isPending={update.isPending}
      onSave={save}
    >
      <FormSection title="Datos personales" description="Tu nombre y cómo contactarte.">
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
        {/* The sign-in e-mail is changed in Seguridad (current password and a confirmation link). */}
        <div className="flex flex-col gap-1.5" role="group" aria-labelledby={emailLabelId}>
          <span id={emailLabelId} className="text-sm font-medium text-slate-800">
            Correo electrónico
          </span>
          <p className="min-h-11 content-center rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-900">
            <bdi>{email}</bdi>
          </p>
          <p className="text-sm text-slate-600">
            Es tu usuario para iniciar sesión. <Link href={changeEmailHref}>Cambiar correo</Link>
          </p>
        </div>
        <PhoneField
          {...form.textField('phone', PHONE_TYPING)}
          label="Teléfono (opcional)"
          autoComplete="tel-national"
          example="55 1234 5678"
        />
      </FormSection>

      {scope === 'full' && (
        <>
          <FormSection title="Datos fiscales" description={`Opcionales. ${FISCAL_DATA_HINT}`}>
            <IdentifierField
              {...form.textField('rfc', { normalize: normalizeRfc })}
              label="RFC"
              maxLength={16}
              description={
                rfcCheckDigitNotice(normalizeRfc(values.rfc)) ?? '13 caracteres, con homoclave. Sin RFC, usa el genérico XAXX010101000.'
              }
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
              field={form.textField('fiscalRegime')}
              description="Como aparece en tu Constancia de Situación Fiscal."
            />
            <CfdiUseSelect taxpayer="person" regime={values.fiscalRegime} label="Uso de CFDI" field={form.textField('cfdiUse')} />
          </FormSection>

          <FormSection
            title="Domicilio"
            description="Tu domicilio fiscal. Si lo llenas, completa todos los campos (el número interior es opcional)."
          >
            <AddressFields field={form.textField} />
          </FormSection>

          <FormSection title="Tu contador" description="Opcional. Le enviamos tus facturas cada mes.">
            <TextField
              {...form.textField('accountantEmail', { normalize: (value) => value.trim() })}
              label="Correo de tu contador (opcional)"
              type="email"
              autoComplete="off"
              maxLength={254}
              description="El día 1 de cada mes le enviamos las facturas del mes anterior en un ZIP. Puedes desactivarlo en Notificaciones."
            />
          </FormSection>
        </>
      )}
    </ProfileFormFrame>
  );
}
