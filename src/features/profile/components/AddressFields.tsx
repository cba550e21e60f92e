import { TextField } from '@/components/ui/TextField';
import { normalizeSpaces } from '@/lib/validation/contact';
import { MEXICAN_STATES, normalizePostalCode } from '@/lib/validation/mexico';
import type { AddressValues } from '../address-form';
import { CatalogueSelect } from './CatalogueSelect';

export interface AddressFieldsProps {
  values: AddressValues;
  errorFor: (path: string) => string | undefined;
  onChange: (path: string, value: string) => void;
  onBlur: (path: string) => void;
}

/** Street, numbers, colonia, municipio or alcaldía, state and postal code, in the order Mexicans write them. */
export function AddressFields({ values, errorFor, onChange, onBlur }: AddressFieldsProps) {
  const text = (field: keyof AddressValues, props: { label: string; autoComplete?: string; maxLength: number; description?: string }) => {
    const path = `address.${field}`;
    const error = errorFor(path);
    return (
      <TextField
        name={path}
        value={values[field]}
        onChange={(value) => onChange(path, value)}
        onBlur={() => {
          onChange(path, normalizeSpaces(values[field]));
          onBlur(path);
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
        {...props}
      />
    );
  };
  const postalError = errorFor('address.postalCode');
  const stateError = errorFor('address.state');

  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {text('street', { label: 'Calle', autoComplete: 'address-line1', maxLength: 120 })}
      <div className="grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 min-[480px]:gap-4">
        {text('exteriorNumber', { label: 'Número exterior', maxLength: 20 })}
        {text('interiorNumber', { label: 'Número interior (opcional)', autoComplete: 'address-line2', maxLength: 20 })}
      </div>
      <TextField
        name="address.postalCode"
        label="Código postal"
        autoComplete="postal-code"
        inputProps={{ inputMode: 'numeric' }}
        maxLength={5}
        value={values.postalCode}
        onChange={(value) => onChange('address.postalCode', normalizePostalCode(value))}
        onBlur={() => onBlur('address.postalCode')}
        isInvalid={Boolean(postalError)}
        errorMessage={postalError}
        description="5 dígitos."
      />
      {text('neighborhood', { label: 'Colonia', autoComplete: 'address-level3', maxLength: 120 })}
      {text('municipality', { label: 'Municipio o alcaldía', autoComplete: 'address-level2', maxLength: 120 })}
      <CatalogueSelect
        label="Estado"
        entries={MEXICAN_STATES}
        showCode={false}
        value={values.state}
        onChange={(code) => onChange('address.state', code)}
        onBlur={() => onBlur('address.state')}
        errorMessage={stateError}
        placeholder="Elige un estado"
      />
    </div>
  );
}
