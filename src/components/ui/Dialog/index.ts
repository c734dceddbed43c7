export { Dialog, type DialogProps, DialogTrigger } from './Dialog';
