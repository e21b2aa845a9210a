/**
 * The browser suite's clock (TEST_CLOCK_FILE): the real time plus the milliseconds written in a file,
 * so a test moves a stay past its dates through the services' one clock (`deps.now`) instead of
 * waiting. The file is read every 200 ms, not at every `now()` (which runs many times a request).
 */
import { readFileSync } from 'node:fs';

const READ_EVERY_MS = 200;

export function fileClock(file: string): { now: () => Date; stop: () => void } {
  let offset = 0;
  const read = () => {
    try {
      const value = Number(readFileSync(file, 'utf8').trim());
      offset = Number.isFinite(value) ? value : 0;
    } catch {
      offset = 0; // no file: the real time
    }
  };
  read();
  const timer = setInterval(read, READ_EVERY_MS);
  timer.unref();
  return { now: () => new Date(Date.now() + offset), stop: () => clearInterval(timer) };
}
