import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Card, CardHeader } from '@/components/ui/Card';
import { BuildingIcon } from '@/components/ui/Icons';
import { TextField } from '@/components/ui/TextField';
import { IdentifierField, PhoneField } from '@/components/forms/MexicanFields';
import { normalizeSpaces } from '@/lib/validation/contact';
import { cfdiUsesFor, fiscalRegimesFor, normalizePhoneOnBlur, normalizeRfc, sanitizePhoneInput } from '@/lib/validation/mexico';
import type { CompanyProfile } from '../api/get-company-profile';
import { useSaveCompanyProfile } from '../api/save-company-profile';
import {
  isCompanyProfileChanged,
  toCompanyProfileInput,
  toCompanyProfileValues,
  validateCompanyProfile,
  type CompanyProfileValues,
} from '../company-profile-form';
import { useForm } from '@/lib/form/use-form';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { AddressFields } from './AddressFields';
import { ProfileFormFrame } from './ProfileFormFrame';
import { CatalogueSelect } from './CatalogueSelect';
import { ImageUpload } from './ImageUpload';

const LIMITS = FIELD_LIMITS.CompanyProfileInput;
const COMPANY_REGIMES = fiscalRegimesFor('company');
const COMPANY_CFDI_USES = cfdiUsesFor('company');

export interface CompanyProfileFormProps {
  company: CompanyProfile | null;
  /** Suggested contact for a company registered for the first time. */
  contact: { name: string; email: string };
}

/** Mi perfil: the company's fiscal data, contact, address and logo, saved as a whole (PUT). */
export function CompanyProfileForm({ company, contact }: CompanyProfileFormProps) {
  const [isRegistered, setRegistered] = useState(company !== null);
  const form = useForm<CompanyProfileValues>({
    initial: () => toCompanyProfileValues(company, contact),
    validate: validateCompanyProfile,
    invalidMessage: 'Revisa los campos marcados.',
  });
  const save = useSaveCompanyProfile();
  const { values } = form;

  const isDirty = isCompanyProfileChanged(values, form.saved);

  const send = (sent: CompanyProfileValues) => {
    save.mutate(
      { body: toCompanyProfileInput(sent) },
      {
        onSuccess: (saved) => {
          form.markSaved(toCompanyProfileValues(saved, contact));
          setRegistered(true);
          toast.success('Guardamos el perfil de tu empresa.');
        },
        onError: (error) => form.showSaveError(error, 'rfc'),
      },
    );
  };

  return (
    <ProfileFormFrame
      form={form}
      draftKey="mi-perfil"
      label="Perfil de la empresa"
      isDirty={isDirty}
      isPending={save.isPending}
      onSave={send}
    >
      {!isRegistered && (
        <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900" role="note">
          <p className="font-semibold">Aún no registras los datos de tu empresa.</p>
          <p className="mt-1">Complétalos para que tus facturas salgan a nombre de la empresa.</p>
        </div>
      )}

      <Card>
        <CardHeader title="Empresa" description="Datos fiscales, tal como aparecen en la Constancia de Situación Fiscal." />
        <div className="mb-6 border-b border-slate-100 pb-6">
          <ImageUpload
            title="Logotipo"
            shape="square"
            imageUrl={values.logoUrl === '' ? null : values.logoUrl}
            imageAlt={`Logotipo de ${values.tradeName || values.legalName || 'la empresa'}`}
            fallback={<BuildingIcon className="size-8 text-slate-400" />}
            chooseLabel={values.logoUrl ? 'Cambiar logotipo' : 'Subir logotipo'}
            onUploaded={(file) => form.setField('logoUrl', file.url)}
            onRemove={values.logoUrl ? () => form.setField('logoUrl', '') : undefined}
            removeLabel="Quitar logotipo"
          />
          {values.logoUrl !== form.saved.logoUrl && (
            <p className="mt-3 text-sm text-slate-600">Guarda los cambios para usar el nuevo logotipo.</p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            {...form.textField('legalName', { normalize: normalizeSpaces })}
            label="Razón social"
            autoComplete="organization"
            maxLength={LIMITS.legalName.maxLength}
            className="sm:col-span-2"
            description="Sin el régimen societario: «CONSTRUCTORA DEL BAJIO», no «… S.A. de C.V.»."
          />
          <TextField
            {...form.textField('tradeName', { normalize: normalizeSpaces })}
            label="Nombre comercial (opcional)"
            maxLength={LIMITS.tradeName.maxLength}
          />
          <IdentifierField
            {...form.textField('rfc', { normalize: normalizeRfc })}
            label="RFC de la empresa"
            maxLength={16}
            description="12 caracteres (persona moral), con homoclave."
          />
          <CatalogueSelect
            label="Régimen fiscal"
            entries={COMPANY_REGIMES}
            value={values.fiscalRegime}
            onChange={(code) => form.setField('fiscalRegime', code)}
            onBlur={() => form.touch('fiscalRegime')}
            errorMessage={form.errorFor('fiscalRegime')}
          />
          <CatalogueSelect
            label="Uso de CFDI (opcional)"
            entries={COMPANY_CFDI_USES}
            noneLabel="Sin especificar"
            value={values.cfdiUse}
            onChange={(code) => form.setField('cfdiUse', code)}
            onBlur={() => form.touch('cfdiUse')}
            errorMessage={form.errorFor('cfdiUse')}
            description="El que pondremos en las facturas de la empresa."
          />
        </div>
      </Card>

      <Card>
        <CardHeader title="Contacto" description="A quién escribimos o llamamos sobre la cuenta y la facturación." />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            {...form.textField('contactName', { normalize: normalizeSpaces })}
            label="Persona de contacto"
            autoComplete="name"
            maxLength={LIMITS.contactName.maxLength}
          />
          <TextField
            {...form.textField('contactEmail', { normalize: (value) => value.trim() })}
            label="Correo de contacto"
            autoComplete="email"
            type="email"
            maxLength={LIMITS.contactEmail.maxLength}
          />
          <PhoneField
            {...form.textField('phone', { sanitize: sanitizePhoneInput, normalize: normalizePhoneOnBlur })}
            label="Teléfono"
            autoComplete="tel-national"
            description="10 dígitos; agregamos el +52. Ej. 442 215 6789."
          />
        </div>
      </Card>

      <Card>
        <CardHeader title="Domicilio fiscal" description="El número interior es opcional." />
        <AddressFields field={form.textField} />
      </Card>
    </ProfileFormFrame>
  );
}
