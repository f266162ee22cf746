import { runAdmin } from './admin/runAdmin';

/** `npm run admin -- <command>`: the game's admin command line (notices, whitelist). */
runAdmin(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  output: { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) },
})
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
