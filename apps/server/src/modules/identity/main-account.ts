/**
 * "Each registration opens the player's main account in their currency" (seed 000 §4). The wallet
 * module does not exist yet: this port is where registration calls it, and for now it does
 * nothing. When the wallet lands, it replaces `openMainAccount` with its own (idempotent) call.
 */
export type OpenMainAccount = (userId: number, currency: string) => Promise<void>;

export const openMainAccount: OpenMainAccount = async () => {};
