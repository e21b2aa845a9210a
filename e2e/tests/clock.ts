import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file the suite's server reads its clock's lead from (TEST_CLOCK_FILE, playwright.config.ts). */
const clockFile = () => path.join(process.env.E2E_DATA_DIR as string, 'clock');

/**
 * Moves the server's clock (the services' one clock) to `instant`, or leaves it at the real time when
 * that is already later; the server reads the file within 200 ms.
 */
export async function moveServerClockTo(instant: number): Promise<void> {
  writeFileSync(clockFile(), String(Math.max(0, instant - Date.now())));
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Back to the real time (every test that moves the clock does this at its end). */
export function resetServerClock(): void {
  writeFileSync(clockFile(), '0');
}
