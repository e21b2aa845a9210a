import { expect, type Page } from '@playwright/test';

/** A small real PNG (64 × 36), for upload fields. */
export const PNG = {
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAaUlEQVRYhe2SQQkAQRDDqiTCKmL9P8/DfcJAIQLS0PB6mugGbED1iuxCvUt0AzagekV2od4lugEbUL0iu1DvEt2ADahekV2od4luwAZUr8gu1LtEN2ADqldkF+pdohuwAdUrsgtVD/mbD/lGFnmOS0wxAAAAAElFTkSuQmCC',
    'base64',
  ),
};

/** A plain SVG drawing. */
export const SVG = {
  name: 'drawing.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#9cf"/><path d="M0 80 L40 30 L70 60 L90 40 L120 80 Z" fill="#2a6"/></svg>',
  ),
};

/** Something unique for names and codes, per run, worker and call. */
let counter = 0;
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.toUpperCase();
}

/**
 * Records every window.alert (docs/product/content.md alerts are real dialogs) and accepts it so the page goes on.
 * Returns the list of messages, to poll.
 */
export function recordAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

export async function expectAlert(alerts: string[], message: string): Promise<void> {
  await expect.poll(() => alerts).toContain(message);
}
