export { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
  type ChangePasswordVariant,
} from './ChangePasswordForm';
