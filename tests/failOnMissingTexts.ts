/**
 * A component that shows a key of an area its folder's `texts.ts` does not bring shows the key itself, and
 * damtherm reports it with console.error (translator.ts). In the component and story tests that report fails
 * the test: every rendered state then proves its folder brings the messages it shows.
 */
export function failOnMissingTexts() {
  const report = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('damtherm: the message area')) {
      throw new Error(args[0]);
    }
    report(...args);
  };
}
