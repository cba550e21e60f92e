import { Select, SelectItem } from '@/components/ui/Select';

interface CatalogueEntry {
  code: string;
  name: string;
}

const NONE = 'ninguno';

export interface CatalogueSelectProps {
  label: string;
  entries: readonly CatalogueEntry[];
  /** A code, or '' for none. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  errorMessage?: string;
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
  value,
  onChange,
  onBlur,
  errorMessage,
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
