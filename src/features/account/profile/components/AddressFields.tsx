import { TextField } from '@/components/ui/TextField';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import type { TextFieldBinding, TextFieldOptions } from '@/lib/form/use-form';
import { normalizeSpaces } from '@/lib/validation/contact';
import { MEXICAN_STATES, normalizePostalCode } from '@/lib/validation/mexico';
import type { AddressValues } from '../address-form';
import { CatalogueSelect } from './CatalogueSelect';

export interface AddressFieldsProps {
  /** The form's binding for an address field: `form.textField` of a form whose values hold an `address`. */
  field: (path: `address.${keyof AddressValues}`, options?: TextFieldOptions) => TextFieldBinding;
}

const LIMITS = FIELD_LIMITS.Address;
const TEXT = { normalize: normalizeSpaces };

/** Street, numbers, colonia, municipio or alcaldía, state and postal code, in the order Mexicans write them (inside a FormSection's grid). */
export function AddressFields({ field }: AddressFieldsProps) {
  return (
    <>
      <TextField {...field('address.street', TEXT)} label="Calle" autoComplete="address-line1" maxLength={LIMITS.street.maxLength} />
      <div className="grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 min-[480px]:gap-4">
        <TextField {...field('address.exteriorNumber', TEXT)} label="Número exterior" maxLength={LIMITS.exteriorNumber.maxLength} />
        <TextField
          {...field('address.interiorNumber', TEXT)}
          label="Número interior (opcional)"
          autoComplete="address-line2"
          maxLength={LIMITS.interiorNumber.maxLength}
        />
      </div>
      <TextField
        {...field('address.postalCode', { sanitize: normalizePostalCode })}
        label="Código postal"
        autoComplete="postal-code"
        inputProps={{ inputMode: 'numeric' }}
        maxLength={LIMITS.postalCode.maxLength}
        description="5 dígitos."
      />
      <TextField
        {...field('address.neighborhood', TEXT)}
        label="Colonia"
        autoComplete="address-level3"
        maxLength={LIMITS.neighborhood.maxLength}
      />
      <TextField
        {...field('address.municipality', TEXT)}
        label="Municipio o alcaldía"
        autoComplete="address-level2"
        maxLength={LIMITS.municipality.maxLength}
      />
      <CatalogueSelect
        label="Estado"
        entries={MEXICAN_STATES}
        showCode={false}
        field={field('address.state')}
        placeholder="Elige un estado"
      />
    </>
  );
}
