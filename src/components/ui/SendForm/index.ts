export { SendForm, type SendFormProps } from './SendForm';
