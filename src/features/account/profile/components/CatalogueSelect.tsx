import { Select, SelectItem } from '@/components/ui/Select';
import type { TextFieldBinding } from '@/lib/form/use-form';

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
