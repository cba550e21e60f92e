import { Button as RACButton, SearchField as RACSearchField, type SearchFieldProps as RACSearchFieldProps } from 'react-aria-components';
import { Description, FieldGroup, GroupInput, Label } from './Field';
import { composeTailwindRenderProps, focusRing } from './focus-ring';
import { SearchIcon, XIcon } from './Icons';

export interface SearchFieldProps extends RACSearchFieldProps {
  label: string;
  placeholder?: string;
  description?: string;
  /** Keeps the label for screen readers only (e.g. a filter above a table). */
  isLabelHidden?: boolean;
}

export function SearchField({ label, placeholder, description, isLabelHidden, ...props }: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={composeTailwindRenderProps(props.className, 'group flex min-w-0 flex-col gap-1.5')}>
      <Label className={isLabelHidden ? 'sr-only' : undefined}>{label}</Label>
      <FieldGroup>
        <SearchIcon className="ms-3 size-4 text-slate-500" />
        {/* Hide the native WebKit clear button; ours is labelled in Spanish. */}
        <GroupInput
          placeholder={placeholder}
          className="ps-2 [&::-webkit-search-cancel-button]:hidden [&::-webkit-search-decoration]:hidden"
        />
        {/* RAC keeps this out of the tab order (Escape clears), as in native search fields. */}
        <RACButton
          aria-label="Borrar búsqueda"
          className={(renderProps) =>
            focusRing({
              ...renderProps,
              inset: true,
              className:
                'me-0.5 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 group-empty:invisible hover:bg-slate-100 hover:text-slate-900',
            })
          }
        >
          <XIcon className="size-4" />
        </RACButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
    </RACSearchField>
  );
}
