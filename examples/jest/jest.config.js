/**
 * A portal's Jest: CommonJS (Jest's default), jsdom, its own test files through Babel. damtherm needs nothing
 * here: `require('damtherm')` resolves to its CommonJS build. The one line is for the app's own
 * `import 'damtherm/styles.css'`, a stylesheet Jest cannot run: it becomes an empty module.
 */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  moduleNameMapper: { '\\.css$': '<rootDir>/src/emptyStyle.js' },
};
