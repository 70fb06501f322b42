import QRCode from 'qrcode';
import { invalidCode } from '../identity-errors.ts';
import { newTotpSecret, totpUri, verifyTotp } from '../totp.ts';
import type { UsersRepository } from '../users-repository.ts';

/**
 * Two-step sign-in management for the signed-in player: setup stores a new secret (not yet in
 * force), enable turns it on once a code from the app proves the secret was saved, disable turns
 * it off with a current code. Codes are accepted once (the last time step is remembered).
 */
export function createTwoFactorService(repository: UsersRepository, now: () => number = Date.now) {
  async function proveCode(userId: number, code: string): Promise<void> {
    const user = await repository.findById(userId);
    if (user === undefined || user.totpSecret === null) throw invalidCode();
    const step = await verifyTotp(user.totpSecret, code, user.totpLastStep, now());
    if (step === undefined || !(await repository.claimTotpStep(userId, step))) throw invalidCode();
  }

  return {
    async setup(userId: number) {
      const user = await repository.findById(userId);
      if (user === undefined) throw invalidCode();
      // Setting up again while two-step is on would lock the player out of their own app: refuse.
      if (user.enableTwoFactorAuth) throw invalidCode();
      const secret = newTotpSecret();
      await repository.update(user.id, { totpSecret: secret, totpLastStep: null });
      const otpauthUrl = totpUri(secret, user.login);
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg.trim() };
    },

    async enable(userId: number, code: string) {
      await proveCode(userId, code);
      await repository.update(userId, { enableTwoFactorAuth: true });
      return { success: true as const };
    },

    async disable(userId: number, code: string) {
      const user = await repository.findById(userId);
      if (user === undefined || !user.enableTwoFactorAuth) throw invalidCode();
      await proveCode(userId, code);
      await repository.update(userId, { enableTwoFactorAuth: false, totpSecret: null, totpLastStep: null });
      return { success: true as const };
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
