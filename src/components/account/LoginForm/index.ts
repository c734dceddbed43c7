export { type LoginCredentials, LoginForm, type LoginFormProps, type LoginMethod } from './LoginForm';
