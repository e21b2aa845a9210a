// Types of prepare.mjs for the TypeScript callers (the benchmarks); the script itself stays plain Node.
export const root: string;
export function run(command: string, args: string[], options?: { env?: Record<string, string> }): void;
export function checkNode(): void;
export function loadDotEnv(): void;
export function ensureInstalled(): void;
export function ensureBuilt(): void;
