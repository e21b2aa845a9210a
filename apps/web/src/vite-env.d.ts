/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional prefix for every API path, e.g. https://api.example.com. Empty means same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
