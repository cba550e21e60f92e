import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Callout } from '@/components/ui/Callout';
import { Card, CardHeader } from '@/components/ui/Card';
import { BuildingIcon } from '@/components/ui/Icons';
import { TextField } from '@/components/ui/TextField';
import { IdentifierField, PhoneField } from '@/components/forms/MexicanFields';
import { normalizeSpaces } from '@/lib/validation/contact';
import { PHONE_TYPING } from '@/lib/validation/mexico';
import {
  fiscalRegimesFor,
  normalizeRfc,
  rfcCheckDigitNotice,
  useReadCurrentCompanyProfile,
  type CompanyProfile,
} from '@/features/customer';
import { errorMessage } from '@/lib/api';
import { companySaveRequest, isStaleCopyConflict, useSaveCompanyProfile } from '../api/save-company-profile';
import {
  companyProfileDifferences,
  isCompanyProfileChanged,
  toCompanyProfileInput,
  toCompanyProfileValues,
  validateCompanyProfile,
  type CompanyProfileValues,
} from '../company-profile-form';
import { useForm } from '@/lib/form/use-form';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { AddressFields } from './AddressFields';
import { FieldGrid, FormSection } from './FormSection';
import { ProfileFormFrame } from './ProfileFormFrame';
import { CatalogueSelect, CfdiUseSelect } from './CatalogueSelect';
import { ImageUpload } from './ImageUpload';
import { StaleCopyNotice, type CurrentCopy } from './StaleCopyNotice';

const LIMITS = FIELD_LIMITS.CompanyProfileInput;
const COMPANY_REGIMES = fiscalRegimesFor('company');

export interface CompanyProfileFormProps {
  company: CompanyProfile | null;
  /** Suggested contact for a company registered for the first time. */
  contact: { name: string; email: string };
}

/** After a save refused as stale: the current profile being read, read (null: none), or unreadable. */
type StaleCopy = { step: 'reading' } | { step: 'read'; current: CompanyProfile | null } | { step: 'unread'; reason: string };

/** Mi perfil: the company's fiscal data, contact, address and logo, saved as a whole (PUT). */
export function CompanyProfileForm({ company, contact }: CompanyProfileFormProps) {
  const [isRegistered, setRegistered] = useState(company !== null);
  const form = useForm<CompanyProfileValues>({
    initial: () => toCompanyProfileValues(company, contact),
    validate: validateCompanyProfile,
    invalidMessage: 'Revisa los campos marcados.',
  });
  const save = useSaveCompanyProfile();
  const readCurrent = useReadCurrentCompanyProfile();
  // The copy the form stands on (If-Match): a save from it never undoes a newer one made elsewhere.
  const [basedOn, setBasedOn] = useState(company?.updatedAt ?? null);
  const [stale, setStale] = useState<StaleCopy | null>(null);
  const { values } = form;

  const isDirty = isCompanyProfileChanged(values, form.saved);

  /** The form now stands on `current`: its values, its version. */
  const adopt = (current: CompanyProfile | null) => {
    form.markSaved(toCompanyProfileValues(current, contact));
    setBasedOn(current?.updatedAt ?? null);
    setRegistered(current !== null);
    setStale(null);
  };

  /** The profile as the server has it now; undefined when it could not be read (the notice says why). */
  const readCurrentCopy = async (): Promise<CompanyProfile | null | undefined> => {
    setStale({ step: 'reading' });
    try {
      const current = await readCurrent();
      setStale({ step: 'read', current });
      return current;
    } catch (error) {
      setStale({ step: 'unread', reason: errorMessage(error) });
      return undefined;
    }
  };

  const send = (sent: CompanyProfileValues, copy = basedOn) => {
    save.mutate(companySaveRequest(toCompanyProfileInput(sent), copy), {
      onSuccess: (saved) => {
        adopt(saved);
        toast.success('Guardamos el perfil de tu empresa.');
      },
      onError: (error) => {
        // Saved elsewhere since this copy: nothing was saved; everything typed stays, and the
        // customer chooses, seeing what differs.
        if (copy !== null && isStaleCopyConflict(error)) void settleStaleSave(sent);
        else form.showSaveError(error, 'rfc');
      },
    });
  };

  // When the current data already is what was sent (an earlier attempt whose answer was lost went
  // through), there is nothing to choose: the form stands on it.
  const settleStaleSave = async (sent: CompanyProfileValues) => {
    const current = await readCurrentCopy();
    if (current === undefined) return;
    if (companyProfileDifferences(sent, toCompanyProfileValues(current, contact)).length > 0) return;
    adopt(current);
    toast.success('El perfil de tu empresa ya tiene estos datos guardados.');
  };

  // Read again: it may have changed once more since the refusal.
  const showCurrent = async () => {
    const current = await readCurrentCopy();
    if (current === undefined) return;
    adopt(current);
    toast.info('Ahora ves los datos actuales de la empresa.');
  };

  // Saving over it knowingly: from the copy read just now, so that it is the one replaced.
  const saveMine = async () => {
    const current = await readCurrentCopy();
    if (current === undefined) return;
    if (!form.isValid) {
      form.setFormError('Revisa los campos marcados antes de guardar.');
      return;
    }
    send(values, current?.updatedAt ?? null);
  };

  const notice = stale && (
    <StaleCopyNotice
      current={currentCopyOf(stale, values, contact)}
      isBusy={stale.step === 'reading' || save.isPending}
      onShowCurrent={() => void showCurrent()}
      onSaveMine={() => void saveMine()}
    />
  );

  return (
    <ProfileFormFrame
      form={form}
      draftKey="mi-perfil"
      label="Perfil de la empresa"
      isDirty={isDirty}
      isPending={save.isPending}
      onSave={(sent) => send(sent)}
      notice={notice}
    >
      {!isRegistered && (
        <Callout role="note" tone="info" size="md">
          <p className="font-semibold">Aún no registras los datos de tu empresa.</p>
          <p className="mt-1">Complétalos para que tus facturas salgan a nombre de la empresa.</p>
        </Callout>
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
        <FieldGrid>
          <TextField
            {...form.textField('legalName', { normalize: normalizeSpaces })}
            label="Razón social"
            autoComplete="organization"
            maxLength={LIMITS.legalName.maxLength}
            className="@xl/main:col-span-2"
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
            description={rfcCheckDigitNotice(normalizeRfc(values.rfc)) ?? '12 caracteres (persona moral), con homoclave.'}
          />
          <CatalogueSelect label="Régimen fiscal" entries={COMPANY_REGIMES} field={form.textField('fiscalRegime')} />
          <CfdiUseSelect taxpayer="company" regime={values.fiscalRegime} label="Uso de CFDI (opcional)" field={form.textField('cfdiUse')} />
        </FieldGrid>
      </Card>

      <FormSection title="Contacto" description="A quién escribimos o llamamos sobre la cuenta y la facturación.">
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
        <PhoneField {...form.textField('phone', PHONE_TYPING)} label="Teléfono" autoComplete="tel-national" example="442 215 6789" />
        <TextField
          {...form.textField('accountantEmail', { normalize: (value) => value.trim() })}
          label="Correo de tu contador (opcional)"
          type="email"
          autoComplete="off"
          maxLength={LIMITS.contactEmail.maxLength}
          description="El día 1 de cada mes le enviamos las facturas del mes anterior en un ZIP. Puedes desactivarlo en Notificaciones."
        />
      </FormSection>

      <FormSection title="Domicilio fiscal" description="El número interior es opcional.">
        <AddressFields field={form.textField} />
      </FormSection>
    </ProfileFormFrame>
  );
}

/** What the notice says of the current data: the parts the customer's version would change. */
function currentCopyOf(stale: StaleCopy, values: CompanyProfileValues, contact: CompanyProfileFormProps['contact']): CurrentCopy {
  if (stale.step !== 'read') return stale;
  return { step: 'read', differences: companyProfileDifferences(values, toCompanyProfileValues(stale.current, contact)) };
}
