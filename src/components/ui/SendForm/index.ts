export { SendForm, type SendFormMessage, type SendFormProps } from './SendForm';
