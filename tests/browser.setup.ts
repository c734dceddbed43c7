import '@vitest/browser/matchers';
import { failOnMissingTexts } from './failOnMissingTexts';

failOnMissingTexts();
