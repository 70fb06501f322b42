/**
 * Credentials travel as base64 of their UTF-8 bytes (seed 001 §5, docs/identity-api.md "Common
 * rules"), so logs and proxies never see them as plain form fields.
 */
export function encodeCredential(value: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
