import type { WalletCommand } from './wallet-command.ts';

/** `npm run wallet:verify`: the ledger replayed from its entries; exit 1 on any difference. */
export const verifyCommand: WalletCommand = {
  name: 'verify',
  usage: 'recompute every balance from the entries, check Σ debits = Σ credits and the hash chains',
  async run(args, { wallet, io }) {
    if (args.length > 0) {
      io.err('wallet verify takes no arguments');
      return 2;
    }
    const report = await wallet.verify();
    for (const problem of report.problems) io.err(problem);
    io.out(
      `${report.ok ? 'ledger verified' : 'LEDGER DIFFERS'}: ${report.accountsChecked} accounts, ` +
        `${report.transfersChecked} transfers, ${report.problems.length} problems`,
    );
    return report.ok ? 0 : 1;
  },
};
