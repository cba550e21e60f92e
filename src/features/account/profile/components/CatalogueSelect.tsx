import { Select, SelectItem } from '@/components/ui/Select';
import type { TextFieldBinding } from '@/lib/form/use-form';
import { cfdiUseChoices, type TaxpayerKind } from '@/features/customer';

interface CatalogueEntry {
  code: string;
  name: string;
}

const NONE = 'ninguno';

export interface CatalogueSelectProps {
  label: string;
  entries: readonly CatalogueEntry[];
  /** The form's binding for the field (`form.textField(path)`): its value is a code, or '' for none. */
  field: Pick<TextFieldBinding, 'value' | 'onChange' | 'onBlur' | 'errorMessage'>;
  description?: string;
  /** When set, an option with this label clears the choice. */
  noneLabel?: string;
  /** Show "CODE · Name" (SAT catalogues) or just the name (states). @default true */
  showCode?: boolean;
  placeholder?: string;
  className?: string;
}

/** A SAT catalogue (or the states) as a Select that keeps codes as values. */
export function CatalogueSelect({
  label,
  entries,
  field: { value, onChange, onBlur, errorMessage },
  description,
  noneLabel,
  showCode = true,
  placeholder,
  className,
}: CatalogueSelectProps) {
  const items = [
    ...(noneLabel ? [{ id: NONE, label: noneLabel }] : []),
    ...entries.map((entry) => ({ id: entry.code, label: showCode ? `${entry.code} · ${entry.name}` : entry.name })),
  ];
  return (
    <Select
      label={label}
      items={items}
      value={value === '' ? (noneLabel ? NONE : null) : value}
      onChange={(key) => onChange(key === null || key === NONE ? '' : String(key))}
      onBlur={onBlur}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      description={description}
      placeholder={placeholder}
      className={className}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

// Whose invoices the CFDI use is for, said under the select; until a regime is chosen, `withoutRegime`.
const CFDI_USE_PURPOSE = {
  company: { purpose: 'El que pondremos en las facturas de la empresa.', withoutRegime: 'El que pondremos en las facturas de la empresa.' },
  person: {
    purpose: 'El que pondremos en tus facturas.',
    withoutRegime: 'El que pondremos en tus facturas, por ejemplo G03 · Gastos en general.',
  },
} as const satisfies Record<TaxpayerKind, { purpose: string; withoutRegime: string }>;

/** The CFDI use for the taxpayer's invoices, among those the SAT allows with the chosen regime (and the one already saved). */
export function CfdiUseSelect({
  taxpayer,
  regime,
  label,
  field,
}: {
  taxpayer: TaxpayerKind;
  regime: string;
  label: string;
  field: CatalogueSelectProps['field'];
}) {
  const { purpose, withoutRegime } = CFDI_USE_PURPOSE[taxpayer];
  return (
    <CatalogueSelect
      label={label}
      entries={cfdiUseChoices(taxpayer, regime || null, field.value)}
      noneLabel="Sin especificar"
      field={field}
      description={regime ? `${purpose} Solo aparecen los usos que el SAT permite con el régimen ${regime}.` : withoutRegime}
    />
  );
}
