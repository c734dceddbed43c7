export { FeedbackForm, type FeedbackFormProps } from './FeedbackForm';
