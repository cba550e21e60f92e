// A multi-line input styled as the kit's Input. Its own module: react-aria's TextArea stays out of
// the chunk every form (the sign-in's included) loads with Field.tsx.
import { TextArea as RACTextArea, type TextAreaProps } from 'react-aria-components';
import { inputStyles } from './Field';
import { composeStyles } from './focus-ring';

export function TextArea(props: TextAreaProps) {
  return <RACTextArea {...props} className={composeStyles(props.className, inputStyles)} />;
}
