// Commands for the people who run the product, on the database the server would open (DATABASE_URL,
// or the embedded one in DATA_DIR while the server is stopped: it holds the data directory's lock):
//   npm run panel -- ledger verify            proves the VCoin ledger's invariants; exit 1 when one fails
//   npm run panel -- operator grant <email>   makes an account the platform operator (/ops)
//   npm run panel -- operator revoke <email>  takes it back
// Operator rights are granted here only, never through a call.
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';
import { users } from './db/schema';
import { startDatabase } from './db/startup';
import { verifyAndRecord } from './modules/ledger/verify';
import { findUserByAccount } from './modules/users/users.service';

const USAGE = 'usage: panel ledger verify | panel operator grant <email> | panel operator revoke <email>';

async function main(args: string[]): Promise<number> {
  const [group, command, account] = args;
  const known = (group === 'ledger' && command === 'verify') || (group === 'operator' && (command === 'grant' || command === 'revoke') && account);
  if (!known) {
    console.error(USAGE);
    return 2;
  }
  const database = await startDatabase(loadConfig(), { log: (line) => console.error(line) });
  try {
    if (group === 'ledger') {
      const result = await verifyAndRecord(database.db);
      console.log(`ledger verify: ${result.ok ? 'ok' : 'FAILED'} (${result.transactions} transactions, ${result.accounts} accounts)`);
      for (const line of result.violations) console.log(`  ${line}`);
      return result.ok ? 0 : 1;
    }
    const user = await findUserByAccount(database.db, account!);
    if (!user) {
      console.error(`No account ${account}`);
      return 1;
    }
    await database.db
      .update(users)
      .set({ platformOperator: command === 'grant' })
      .where(eq(users.id, user.id));
    console.log(`${user.email ?? user.phone} ${command === 'grant' ? 'is now' : 'is no longer'} the platform operator`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
