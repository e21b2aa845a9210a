import { useEffect } from 'react';

/**
 * docs/product/rules.md: some failed calls show nothing to the user (lists stay empty) and are only logged.
 * Logs the error once each time it changes, with the catalogue's message.
 */
export function useLogFailure(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
