/**
 * Prepares the browser tests' throwaway database (DATA_DIR) before the server starts, through the real admin
 * commands: enough notices (in en, ru and zh) for a second page of the list, and one whitelisted address. The folder
 * starts as a copy of the migrated template (see {@link copyMigratedDataDir}).
 * Run by playwright.config.ts's webServer command.
 */
import { loadConfig } from '../../../server/config';
import { openPreparedDatabase } from '../../../server/db/prepareDatabase';
import { runAdmin } from '../../../server/admin/runAdmin';
import { copyMigratedDataDir } from '../../server/migratedDataDir';

/** Notices added on top of the server's seed, so the list has more than one page of 10. */
const EXTRA_NOTICES = 8;

async function main(): Promise<void> {
  const config = loadConfig();
  await copyMigratedDataDir(config.dataDir);
  const { database } = await openPreparedDatabase(config);
  const output = { out: () => undefined, err: (line: string) => process.stderr.write(`${line}\n`) };
  const run = async (argv: string[]) => {
    const code = await runAdmin(argv, { env: process.env, cwd: process.cwd(), output, database });
    if (code !== 0) throw new Error(`admin ${argv[0]} failed with ${code}`);
  };
  try {
    for (let i = 1; i <= EXTRA_NOTICES; i++) {
      await run([
        'notice:add',
        '--title', `Test-server notice ${i}`,
        '--summary', `Notice ${i} added by the browser-test set-up to fill a second page.`,
        '--body', `First paragraph of test notice ${i}.\n\nSecond paragraph of test notice ${i}.`,
        '--ru-title', `Тестовое объявление ${i}`,
        '--ru-summary', `Объявление ${i}, добавленное подготовкой браузерных тестов для второй страницы.`,
        '--ru-body', `Первый абзац тестового объявления ${i}.\n\nВторой абзац тестового объявления ${i}.`,
        '--zh-title', `测试公告 ${i}`,
        '--zh-summary', `浏览器测试准备添加的第 ${i} 条公告，用来填满第二页。`,
        '--zh-body', `测试公告 ${i} 的第一段。\n\n测试公告 ${i} 的第二段。`,
      ]);
    }
    await run(['whitelist:import', 'tests/e2e/support/whitelist.csv']);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`e2e seed failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
