import { request, type FullConfig } from '@playwright/test';

/**
 * The suite's shared server stands for a site whose owner has been through the first-run setup: an
 * administrator's first sign-in there would otherwise open the setup in whichever test signs in
 * first. The setup itself is tested on a server of its own (tests/setup-go-live.spec.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const login = await api.post('/api/auth/login', {
      data: { email: process.env.ADMIN_EMAIL ?? 'admin@hillnest.example', password: process.env.ADMIN_PASSWORD ?? 'admin12345' },
    });
    if (!login.ok()) throw new Error(`global setup: sign-in failed (${login.status()})`);
    const finished = await api.put('/api/admin/setup', { data: { status: 'finished', step: 'email' } });
    if (!finished.ok()) throw new Error(`global setup: finishing the setup failed (${finished.status()})`);
  } finally {
    await api.dispose();
  }
}
