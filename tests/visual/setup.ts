import '@vitest/browser/matchers';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';

// The pictures are the stories as Storybook shows them: the project's decorators, globals and parameters.
setProjectAnnotations([preview]);
