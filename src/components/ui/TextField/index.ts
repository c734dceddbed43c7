export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { TextField, type TextFieldProps } from './TextField';
