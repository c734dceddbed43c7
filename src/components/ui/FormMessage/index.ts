export { FormMessage, type FormMessageProps, type FormMessageTone } from './FormMessage';
