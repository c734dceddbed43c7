export { Dialog, DialogActions, type DialogActionsProps, type DialogProps, DialogTrigger } from './Dialog';
