import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox('k'.repeat(40));

  it('gives back the secret it sealed, and a sealed value shows nothing of it', () => {
    const sealed = box.seal('rzp_live_secret_7Q');
    expect(sealed).not.toContain('rzp_live');
    expect(sealed).not.toContain(Buffer.from('rzp_live_secret_7Q').toString('base64url'));
    expect(box.open(sealed)).toBe('rzp_live_secret_7Q');
    // A fresh nonce each time: equal secrets do not look equal at rest.
    expect(box.seal('rzp_live_secret_7Q')).not.toBe(sealed);
  });

  it('refuses a value sealed under another key, or altered', () => {
    const sealed = box.seal('smtp-password');
    expect(createSecretBox('o'.repeat(40)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('something else').toString('base64url');
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('plain text')).toBeNull();
  });
});
