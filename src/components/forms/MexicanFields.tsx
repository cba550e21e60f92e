// Text fields for Mexican data, preset once: RFC and CURP (capitals, never auto-corrected) and
// phones (the phone keypad). The form's binding (`form.textField(path, …)`) supplies the value.
import { TextField, type TextFieldProps } from '@/components/ui/TextField';

const IDENTIFIER_INPUT = { autoCapitalize: 'characters', spellCheck: false, className: 'uppercase' } as const;

/** An RFC or a CURP. */
export function IdentifierField(props: Omit<TextFieldProps, 'inputProps'>) {
  return <TextField autoComplete="off" {...props} inputProps={IDENTIFIER_INPUT} />;
}

/** A Mexican phone (10 digits; the +52 is added when sent), said once under every phone field. */
export function PhoneField({ example, ...props }: Omit<TextFieldProps, 'inputProps' | 'type' | 'description'> & { example?: string }) {
  const description = `10 dígitos; agregamos el +52.${example ? ` Ej. ${example}.` : ''}`;
  return <TextField {...props} type="tel" description={description} inputProps={{ inputMode: 'tel' }} />;
}
