export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  type DialogProps,
  DialogSubject,
  DialogText,
  DialogTrigger,
} from './Dialog';
