import type { Locator } from 'playwright-core';

/**
 * Picks an option of the web kit's Select (a Radix select: a combobox button whose list opens in a portal), as
 * a person does: open it, click the option. `option` is its name, or its place in the list.
 */
export async function chooseOption(
  combobox: Locator,
  option: string | RegExp | { index: number },
): Promise<void> {
  await combobox.click();
  const options = combobox.page().getByRole('option');
  const target =
    typeof option === 'object' && 'index' in option
      ? options.nth(option.index)
      : combobox.page().getByRole('option', { name: option, exact: true });
  await target.click();
  await target.waitFor({ state: 'detached' });
}
