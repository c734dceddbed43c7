import '@vitest/browser/matchers';
