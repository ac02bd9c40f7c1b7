// Drives the colour picker the settings panel uses (src/framework/color/ColorPickerButton): one place to adapt when
// the picker changes. Today: the browser's own colour input behind the swatch button.
import type { Page } from 'playwright-core';

export async function pickColor(page: Page, label: string, hex: string): Promise<void> {
  await page.locator(`input[type=color][aria-label="${label}"]`).fill(hex);
}
