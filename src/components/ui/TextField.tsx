import { useState } from 'react';
import {
  TextField as RACTextField,
  ToggleButton,
  type InputProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { focusRing, composeTailwindRenderProps } from './focus-ring';
import { Description, FieldError, FieldGroup, GroupInput, Input, Label } from './Field';
import { EyeIcon, EyeOffIcon } from './Icons';

export interface TextFieldProps extends RACTextFieldProps {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Extra props for the <input> (inputMode, autoCapitalize…). */
  inputProps?: InputProps;
}

/** A text field laid out as the kit's, with content of the caller's own (an input with adornments in a FieldGroup). */
export function TextFieldBase(props: RACTextFieldProps) {
  return <RACTextField {...props} className={composeTailwindRenderProps(props.className, 'flex flex-col gap-1.5')} />;
}

export function TextField({ label, description, errorMessage, placeholder, inputProps, ...props }: TextFieldProps) {
  return (
    <TextFieldBase {...props}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} {...inputProps} />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </TextFieldBase>
  );
}

export type PasswordFieldProps = TextFieldProps;

export function PasswordField({ label, description, errorMessage, placeholder, inputProps, ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);

  return (
    <TextFieldBase {...props} type={isVisible ? 'text' : 'password'}>
      <Label>{label}</Label>
      <FieldGroup>
        {/* No autocorrect/capitalisation once the password is shown as text. */}
        <GroupInput placeholder={placeholder} autoCapitalize="none" autoCorrect="off" spellCheck={false} {...inputProps} />
        {/* ToggleButton is type="button", so it never submits the form; it stays in the tab order. */}
        <ToggleButton
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
          aria-label={isVisible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          className={(renderProps) =>
            focusRing({
              ...renderProps,
              inset: true,
              className:
                'me-0.5 flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:text-slate-400',
            })
          }
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </FieldGroup>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </TextFieldBase>
  );
}
