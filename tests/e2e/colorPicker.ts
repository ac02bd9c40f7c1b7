// Drives the colour picker the settings panel uses (src/framework/color/ColorPickerButton): one place to adapt when
// the picker changes. Opens it by its button, types the colour into its value field and accepts.
import type { Page } from 'playwright-core';

export async function pickColor(page: Page, label: string, hex: string): Promise<void> {
  await page.getByRole('button', { name: `Elegir color: ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Selector de color' });
  const field = dialog.getByRole('textbox', { name: 'Valor del color' });
  await field.fill(hex);
  await field.press('Enter');
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}
