// Drives the console's property picker (src/admin/shared/PropertyPicker.tsx) as an admin does: types a name,
// waits for the API's answer to that search, and chooses the property's option (its name, then its short
// address).
import { screen, waitFor } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/** An option's accessible name starts with the property's name, then its short address. */
export const optionName = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 0x[0-9a-fA-F]{5}\\.\\.\\.`);

/** The options listed now, by their text. */
export const shownOptions = () => screen.queryAllByRole('option').map((option) => option.textContent ?? '');

/** An option of a property (not the general bucket): it carries an address. */
const isPropertyOption = (text: string) => / 0x[0-9a-fA-F]{5}\.\.\./.test(text);

export async function pickProperty(user: User, combobox: HTMLElement, name: string): Promise<void> {
  await user.clear(combobox);
  await user.type(combobox, name);
  // The answer to the search lists this property and only properties whose name has what was typed.
  await waitFor(
    () => {
      const properties = shownOptions().filter(isPropertyOption);
      expect(properties.some((text) => optionName(name).test(text))).toBe(true);
      expect(properties.every((text) => text.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    },
    { timeout: 8000 },
  );
  const option = screen.getAllByRole('option').find((o) => optionName(name).test(o.textContent ?? ''));
  if (!option) throw new Error(`no option ${name}`);
  await user.click(option);
}
