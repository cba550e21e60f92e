import type { ReactNode } from 'react';
import {
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
      <Button variant="ghost" size="sm" slot="previous" aria-label="Mes anterior" className="px-2.5">
        <ChevronLeftIcon />
      </Button>
      {/* es-MX month names are lower case ("noviembre de 2025"); capitalise only the first letter. */}
      <Heading className="mx-2 flex-1 text-center text-base font-semibold text-slate-900 first-letter:uppercase" />
      <Button variant="ghost" size="sm" slot="next" aria-label="Mes siguiente" className="px-2.5">
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

const dayStyles = tv({
  extend: focusRing,
  base: 'flex size-11 cursor-pointer items-center justify-center rounded-full text-sm tabular-nums sm:size-9 forced-colors:text-[ButtonText]',
  variants: {
    isSelected: {
      false: 'text-slate-900 hover:bg-slate-100 pressed:bg-slate-200',
      true: 'bg-brand-700 text-white forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
    },
    isToday: { true: 'font-semibold underline underline-offset-4' },
    // Unavailable days stay focusable, so they keep AA contrast.
    isUnavailable: { true: 'cursor-not-allowed text-slate-500 line-through hover:bg-transparent' },
    isDisabled: { true: 'cursor-not-allowed text-slate-400 hover:bg-transparent forced-colors:text-[GrayText]' },
    isInvalid: { true: 'bg-danger-700 text-white' },
  },
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
                    className: isSelected && !isSelectionStart && !isSelectionEnd ? 'text-brand-900 hover:bg-brand-200' : '',
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

function CalendarButton() {
  return (
    <Button variant="ghost" aria-label="Abrir calendario" className="me-0.5 min-h-10 w-10 shrink-0 px-0 -outline-offset-2 text-slate-600">
      <CalendarIcon />
    </Button>
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
