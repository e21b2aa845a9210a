/**
 * Secrets the owner stores in the settings (payment keys, the SMTP password), encrypted at rest with
 * AES-256-GCM under SETTINGS_ENCRYPTION_KEY (docs/decisions/0071-settings-store.md). A sealed value
 * is `v1.<iv>.<tag>.<ciphertext>` in base64url: a database copy alone reveals nothing, and a changed
 * byte is refused rather than read as another secret.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  /** The secret, or null when it was sealed under another key or altered. */
  open(sealed: string): string | null;
  /** A keyed digest: the same for the same text, telling nothing of it without the key (which keys were checked). */
  fingerprint(plain: string): string;
}

export function createSecretBox(key: string): SecretBox {
  // The variable is any long random text; AES-256 needs exactly 32 bytes.
  const aesKey = createHash('sha256').update(key).digest();
  return {
    fingerprint: (plain) => createHmac('sha256', aesKey).update(plain).digest('base64url'),
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
