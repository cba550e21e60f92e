import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Card, CardHeader } from '@/components/ui/Card';
import { Form } from '@/components/ui/Form';
import { BuildingIcon } from '@/components/ui/Icons';
import { TextField } from '@/components/ui/TextField';
import { normalizeSpaces } from '@/lib/validation/contact';
import { serverFormErrors } from '@/lib/validation/field-errors';
import {
  cfdiUsesFor,
  fiscalRegimesFor,
  formatMexicanPhone,
  normalizeRfc,
  sanitizePhoneInput,
  validatePhone,
} from '@/lib/validation/mexico';
import type { CompanyProfile } from '../api/get-company-profile';
import { useSaveCompanyProfile } from '../api/save-company-profile';
import {
  isCompanyProfileChanged,
  toCompanyProfileInput,
  toCompanyProfileValues,
  validateCompanyProfile,
  type CompanyProfileValues,
} from '../company-profile-form';
import { useSession, useSessionDraft } from '@/lib/session';
import { useFormState } from '@/lib/validation/use-form-state';
import { AddressFields } from './AddressFields';
import { CatalogueSelect } from './CatalogueSelect';
import { FormActions } from './FormActions';
import { ImageUpload } from './ImageUpload';
import { RecoveredDraftNotice } from './RecoveredDraftNotice';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

const FIELDS = [
  'legalName',
  'tradeName',
  'rfc',
  'fiscalRegime',
  'cfdiUse',
  'contactName',
  'contactEmail',
  'phone',
  'logoUrl',
  'address.street',
  'address.exteriorNumber',
  'address.interiorNumber',
  'address.neighborhood',
  'address.municipality',
  'address.state',
  'address.postalCode',
] as const;

const COMPANY_REGIMES = fiscalRegimesFor('company');
const COMPANY_CFDI_USES = cfdiUsesFor('company');

type TextFieldName = 'legalName' | 'tradeName' | 'contactName' | 'contactEmail';

export interface CompanyProfileFormProps {
  company: CompanyProfile | null;
  /** Suggested contact for a company registered for the first time. */
  contact: { name: string; email: string };
}

/** Mi perfil: the company's fiscal data, contact, address and logo, saved as a whole (PUT). */
export function CompanyProfileForm({ company, contact }: CompanyProfileFormProps) {
  const [initial] = useState(() => toCompanyProfileValues(company, contact));
  const [isRegistered, setRegistered] = useState(company !== null);
  const form = useFormState<CompanyProfileValues>(initial, validateCompanyProfile);
  const save = useSaveCompanyProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const { values, errorFor, setField, touch } = form;

  const isDirty = isCompanyProfileChanged(values, form.saved);

  // What was typed survives a session that expires before it is saved (offered back after signing in).
  const { user } = useSession();
  const { draft, dismissDraft } = useSessionDraft('mi-perfil', user?.id ?? null, values, isDirty);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isDirty || save.isPending) return;
    setFormError(null);
    if (!form.checkBeforeSubmit()) {
      setFormError('Revisa los campos marcados.');
      return;
    }
    save.mutate(
      { body: toCompanyProfileInput(values) },
      {
        onSuccess: (saved) => {
          form.markSaved(toCompanyProfileValues(saved, contact));
          setRegistered(true);
          toast.success('Guardamos el perfil de tu empresa.');
        },
        onError: (error) => {
          const { fields, summary } = serverFormErrors(error, FIELDS, 'rfc');
          form.showServerErrors(fields);
          setFormError(summary);
        },
      },
    );
  };

  const text = (
    field: TextFieldName,
    props: { label: string; autoComplete?: string; maxLength: number; type?: string; description?: string; className?: string },
  ) => (
    <TextField
      name={field}
      value={values[field]}
      onChange={(value) => setField(field, value)}
      onBlur={() => {
        setField(field, field === 'contactEmail' ? values.contactEmail.trim() : normalizeSpaces(values[field]));
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
      <Form onSubmit={onSubmit} validationBehavior="aria" aria-label="Perfil de la empresa" className="gap-6">
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
              onUploaded={(file) => setField('logoUrl', file.url)}
              onRemove={values.logoUrl ? () => setField('logoUrl', '') : undefined}
              removeLabel="Quitar logotipo"
            />
            {values.logoUrl !== form.saved.logoUrl && (
              <p className="mt-3 text-sm text-slate-600">Guarda los cambios para usar el nuevo logotipo.</p>
            )}
          </div>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {text('legalName', {
              label: 'Razón social',
              autoComplete: 'organization',
              maxLength: 254,
              className: 'sm:col-span-2',
              description: 'Sin el régimen societario: «CONSTRUCTORA DEL BAJIO», no «… S.A. de C.V.».',
            })}
            {text('tradeName', { label: 'Nombre comercial (opcional)', maxLength: 120 })}
            <TextField
              name="rfc"
              label="RFC de la empresa"
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
              description="12 caracteres (persona moral), con homoclave."
            />
            <CatalogueSelect
              label="Régimen fiscal"
              entries={COMPANY_REGIMES}
              value={values.fiscalRegime}
              onChange={(code) => setField('fiscalRegime', code)}
              onBlur={() => touch('fiscalRegime')}
              errorMessage={errorFor('fiscalRegime')}
            />
            <CatalogueSelect
              label="Uso de CFDI (opcional)"
              entries={COMPANY_CFDI_USES}
              noneLabel="Sin especificar"
              value={values.cfdiUse}
              onChange={(code) => setField('cfdiUse', code)}
              onBlur={() => touch('cfdiUse')}
              errorMessage={errorFor('cfdiUse')}
              description="El que pondremos en las facturas de la empresa."
            />
          </div>
        </Card>

        <Card>
          <CardHeader title="Contacto" description="A quién escribimos o llamamos sobre la cuenta y la facturación." />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {text('contactName', { label: 'Persona de contacto', autoComplete: 'name', maxLength: 80 })}
            {text('contactEmail', { label: 'Correo de contacto', autoComplete: 'email', type: 'email', maxLength: 254 })}
            <TextField
              name="phone"
              label="Teléfono"
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
              description="10 dígitos; agregamos el +52. Ej. 442 215 6789."
            />
          </div>
        </Card>

        <Card>
          <CardHeader title="Domicilio fiscal" description="El número interior es opcional." />
          <AddressFields values={values.address} errorFor={errorFor} onChange={setField} onBlur={touch} />
        </Card>

        <FormActions
          isDirty={isDirty}
          isPending={save.isPending}
          error={formError}
          onDiscard={() => {
            form.discard();
            setFormError(null);
          }}
        />
        <UnsavedChangesGuard when={isDirty && !save.isPending} />
      </Form>
    </div>
  );
}
