import type { ReactNode } from 'react';
import {
  Button as RACButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker as RACDateRangePicker,
  DateSegment,
  Dialog,
  Heading,
  RangeCalendar as RACRangeCalendar,
  type DateInputProps,
  type DateRangePickerProps as RACDateRangePickerProps,
  type DateValue,
  type RangeCalendarProps,
  type RangeValue,
  type ValidationResult,
} from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { Button } from './Button';
import { Description, FieldError, FieldGroup, Label } from './Field';
import { composeTailwindRenderProps, focusRing } from './focus-ring';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './Icons';
import { Popover } from './Menu';

export type { RangeValue };

// ---------------------------------------------------------------------------
// Calendars
// ---------------------------------------------------------------------------

function CalendarHeader() {
  return (
    <header className="flex items-center gap-1 pb-3">
      <Button variant="ghost" size="sm" slot="previous" aria-label="Mes anterior" padding="px-2.5">
        <ChevronLeftIcon />
      </Button>
      {/* es-MX month names are lower case ("noviembre de 2025"); capitalise only the first letter. */}
      <Heading className="mx-2 flex-1 text-center text-base font-semibold text-slate-900 first-letter:uppercase" />
      <Button variant="ghost" size="sm" slot="next" aria-label="Mes siguiente" padding="px-2.5">
        <ChevronRightIcon />
      </Button>
    </header>
  );
}

function CalendarWeekdays() {
  return (
    <CalendarGridHeader>
      {(day) => <CalendarHeaderCell className="pb-1 text-xs font-semibold text-slate-600">{day}</CalendarHeaderCell>}
    </CalendarGridHeader>
  );
}

// Joined, not merged: each property from one branch, in this order of precedence. Text: a day inside
// the range, else invalid, else disabled, else unavailable, else the selection's.
const dayStyles = tv({
  extend: focusRing,
  base: 'flex size-11 items-center justify-center rounded-full text-sm tabular-nums sm:size-9',
  variants: {
    isSelected: {
      false: 'pressed:bg-slate-200',
      true: 'forced-colors:bg-[Highlight]',
    },
    /** Between the range's two ends (the cell paints the band). */
    isInRange: { true: 'text-brand-900 hover:bg-brand-200' },
    isToday: { true: 'font-semibold underline-offset-4' },
    // Unavailable days stay focusable, so they keep AA contrast.
    isUnavailable: { true: 'line-through' },
    isDisabled: { true: 'cursor-not-allowed forced-colors:text-[GrayText]' },
    isInvalid: { true: 'bg-danger-700' },
  },
  compoundVariants: [
    { isInRange: false, isInvalid: true, class: 'text-white' },
    { isInRange: false, isInvalid: false, isDisabled: true, class: 'text-slate-400' },
    { isInRange: false, isInvalid: false, isDisabled: false, isUnavailable: true, class: 'text-slate-500' },
    { isInRange: false, isInvalid: false, isDisabled: false, isUnavailable: false, isSelected: true, class: 'text-white' },
    { isInRange: false, isInvalid: false, isDisabled: false, isUnavailable: false, isSelected: false, class: 'text-slate-900' },
    { isInvalid: false, isSelected: true, class: 'bg-brand-700' },
    { isInRange: false, isDisabled: true, class: 'hover:bg-transparent' },
    { isInRange: false, isDisabled: false, isUnavailable: true, class: 'hover:bg-transparent' },
    { isInRange: false, isDisabled: false, isUnavailable: false, isSelected: false, class: 'hover:bg-slate-100' },
    { isDisabled: false, isSelected: true, class: 'forced-colors:text-[HighlightText]' },
    { isDisabled: false, isSelected: false, class: 'forced-colors:text-[ButtonText]' },
    { isDisabled: false, isUnavailable: true, class: 'cursor-not-allowed' },
    { isDisabled: false, isUnavailable: false, class: 'cursor-pointer' },
    { isUnavailable: false, isToday: true, class: 'underline' },
  ],
});

function RangeCalendar<T extends DateValue>(props: RangeCalendarProps<T>) {
  return (
    <RACRangeCalendar {...props} className={composeTailwindRenderProps(props.className, 'w-fit')}>
      <CalendarHeader />
      <CalendarGrid className="border-separate border-spacing-0">
        <CalendarWeekdays />
        <CalendarGridBody>
          {(date) => (
            // The cell paints the range band; the inner span paints the day (solid at the ends).
            <CalendarCell
              date={date}
              className="outline-none outside-month:invisible selected:bg-brand-100 invalid:selected:bg-danger-100 selection-start:rounded-s-full selection-end:rounded-e-full [td:first-child_&]:rounded-s-full [td:last-child_&]:rounded-e-full"
            >
              {({ isSelected, isSelectionStart, isSelectionEnd, ...renderProps }) => (
                <span
                  className={dayStyles({
                    ...renderProps,
                    isSelected: isSelectionStart || isSelectionEnd,
                    isInRange: isSelected && !isSelectionStart && !isSelectionEnd,
                  })}
                >
                  {renderProps.formattedDate}
                </span>
              )}
            </CalendarCell>
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </RACRangeCalendar>
  );
}

// ---------------------------------------------------------------------------
// Pickers
// ---------------------------------------------------------------------------

function StyledDateInput(props: Omit<DateInputProps, 'children'>) {
  return (
    <DateInput
      {...props}
      className={composeTailwindRenderProps(props.className, 'flex min-w-0 items-center px-3 py-2 text-base sm:text-sm')}
    >
      {(segment) => (
        <DateSegment
          segment={segment}
          className="rounded-sm px-0.5 text-slate-900 tabular-nums caret-transparent outline-none type-literal:px-0 placeholder-shown:text-slate-500 focus:bg-brand-700 focus:text-white disabled:text-slate-500 forced-colors:focus:bg-[Highlight] forced-colors:focus:text-[HighlightText]"
        />
      )}
    </DateInput>
  );
}

// A ghost button's look, smaller and inset inside the field (its own style: classes are joined, so
// a className could not override the Button's size and colour).
const calendarButton = tv({
  extend: focusRing,
  base: 'relative me-0.5 inline-flex min-h-10 w-10 shrink-0 items-center justify-center gap-2 rounded-lg border border-transparent bg-transparent px-0 text-center text-sm font-medium whitespace-nowrap text-slate-600 no-underline transition-colors select-none [-webkit-tap-highlight-color:transparent] hover:bg-slate-100 hover:text-slate-900 pressed:bg-slate-200',
  variants: {
    isDisabled: { false: 'cursor-pointer', true: 'cursor-not-allowed shadow-none forced-colors:text-[GrayText]' },
  },
  defaultVariants: { inset: true },
});

function CalendarButton() {
  return (
    <RACButton aria-label="Abrir calendario" className={(renderProps) => calendarButton(renderProps)}>
      <span className="inline-flex items-center justify-center gap-2">
        <CalendarIcon />
      </span>
    </RACButton>
  );
}

function PickerPopover({ children }: { children: ReactNode }) {
  return (
    <Popover placement="bottom start">
      {/* RAC labels this dialog from the picker's label via context. */}
      <Dialog className="max-h-[inherit] overflow-auto p-3 outline-none sm:p-4">{children}</Dialog>
    </Popover>
  );
}

interface PickerFieldProps {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export interface DateRangePickerProps<T extends DateValue> extends RACDateRangePickerProps<T>, PickerFieldProps {}

export function DateRangePicker<T extends DateValue>({ label, description, errorMessage, ...props }: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker {...props} className={composeTailwindRenderProps(props.className, 'group flex flex-col gap-1.5')}>
      {label && <Label>{label}</Label>}
      <FieldGroup className="w-full sm:w-auto sm:min-w-72">
        <div className="flex min-w-0 flex-1 flex-wrap items-center">
          <StyledDateInput slot="start" className="pe-1" />
          <span aria-hidden="true" className="text-slate-500">
            –
          </span>
          <StyledDateInput slot="end" className="ps-1" />
        </div>
        <CalendarButton />
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <PickerPopover>
        <RangeCalendar />
      </PickerPopover>
    </RACDateRangePicker>
  );
}
