import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Sign in and accounts', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const SignIn: ScreenStory = { ...screenStory('login', { role: 'signedOut' }), tags: ['visual'] };
export const Register = screenStory('register', { role: 'signedOut' });
export const ScanLoginConfirmation = screenStory('wxcode');
export const Welcome = screenStory('welcome');
export const WelcomeLoading = screenStory('welcome', { state: 'loading' });
export const WelcomeEmpty = screenStory('welcome', { state: 'empty' });
export const WelcomeError = screenStory('welcome', { state: 'error' });
export const PendingUsers = screenStory('checkUser');
export const PendingUsersLoading = screenStory('checkUser', { state: 'loading' });
export const PendingUsersEmpty = screenStory('checkUser', { state: 'empty' });
export const PendingUsersError = screenStory('checkUser', { state: 'error' });
export const AuditLog = screenStory('auditLog');
export const AuditLogLoading = screenStory('auditLog', { state: 'loading' });
export const AuditLogEmpty = screenStory('auditLog', { state: 'empty' });
export const AuditLogError = screenStory('auditLog', { state: 'error' });
