import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

export type PasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'revealable' | 'multiline' | 'rows' | 'inputMode'
>;

/**
 * A password field: the typed text hidden, with a button that shows it (typing a long password on a phone
 * outdoors is error-prone). Give it `autoComplete` (`current-password` or `new-password`) for the browser's
 * password manager.
 */
export const PasswordField = /* @__PURE__ */ forwardRef<HTMLDivElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    return <TextField {...props} ref={ref} type="password" revealable />;
  },
);
