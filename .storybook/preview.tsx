import type { Preview } from '@storybook/react-vite';
import { failOnMissingTexts } from '../tests/failOnMissingTexts';
import { ComponentDocsPage } from './ComponentDocsPage';
import { withDamProvider } from './decorators';
import { ThemedDocsContainer } from './ThemedDocsContainer';

// A story showing a key of an area its folder's texts.ts misses fails (in Storybook and its tests).
failOnMissingTexts();

const preview: Preview = {
  decorators: [withDamProvider],
  tags: ['autodocs'],
  globalTypes: {
    language: {
      description: 'Language of damtherm texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'damtherm theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'sunlight', title: 'Sunlight (outdoor)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    language: 'zh',
    theme: 'light',
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Site phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        narrow: { name: 'Narrow phone 360×740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: { test: 'error' },
    controls: { matchers: { date: /At$/ } },
    docs: { page: ComponentDocsPage, container: ThemedDocsContainer },
    // The sidebar in the order a site engineer works: the cabinets and loops first, accounts and parts last.
    options: {
      storySort: {
        order: [
          'Foundations',
          'Screens',
          'Home',
          'Cabinets',
          'Control',
          'Warnings',
          'Entries',
          'Weather',
          'Bays',
          'Map',
          'Instruments',
          'Charts',
          'Aggregates',
          'Reports',
          'Export',
          'Accounts',
          'Shell',
          'UI',
        ],
      },
    },
  },
};

export default preview;
