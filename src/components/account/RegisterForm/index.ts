export { RegisterForm, type RegisterFormProps, type RegistrationValues } from './RegisterForm';
