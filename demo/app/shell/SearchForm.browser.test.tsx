import { DamProvider } from 'damtherm';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SearchForm } from './SearchForm';

describe('SearchForm', () => {
  it('searches with the trimmed keyword, then locks its button for 3 seconds', async () => {
    const onSearch = vi.fn();
    await render(
      <DamProvider language="en">
        <SearchForm
          label="Keyword"
          placeholder="Name or number"
          buttonLabel="Search"
          lockedLabel={(seconds) => `Wait ${seconds} s`}
          onSearch={onSearch}
          buttonTestId="search"
        />
      </DamProvider>,
    );
    await userEvent.fill(page.getByLabelText('Keyword').element(), '  4#  ');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('4#');
    const button = page.getByTestId('search');
    await expect.element(button).toHaveTextContent('Wait 3 s');
    await expect.element(button).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await expect.element(button, { timeout: 5000 }).toHaveTextContent('Search');
    await expect.element(button).toBeEnabled();
  });
});
