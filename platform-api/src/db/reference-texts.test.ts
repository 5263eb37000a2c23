// The reference rows' Bengali texts (migration 003_reference_texts): deposit channels, deposit promotions and
// security questions are named in the asked language, each written for a row as its migration wrote it; a row an
// operator renamed before the migration ran keeps its own name in both languages.
import { openTestDatabase } from '../testing/test-database.ts';
import { run } from './database.ts';
import { migrate } from './migrations.ts';
import { listChannels } from './money.ts';
import { listSecurityQuestions } from './security.ts';
import type { TestDatabase } from '../testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const channelNames = async (language: 'bn' | 'en') =>
  (await listChannels(database.db, language)).map((channel) => channel.name);

it('names the channels and the security questions in the asked language', async () => {
  expect(await channelNames('bn')).toEqual(['বিকাশ', 'নগদ', 'রকেট', 'ব্যাংক ট্রান্সফার']);
  expect(await channelNames('en')).toEqual(['bKash', 'Nagad', 'Rocket', 'Bank transfer']);
  const questions = await listSecurityQuestions(database.db, 0, 'bn');
  expect(questions.map((row) => [row.question, row.text_title])).toContainEqual([
    'In which city were you born?',
    'আপনি কোন শহরে জন্মেছেন?',
  ]);
  expect((await listSecurityQuestions(database.db, 0, 'en')).every((row) => row.text_title === null)).toBe(
    true,
  );
});

it('leaves a channel renamed before the migration its own name in both languages', async () => {
  const { db } = database;
  // A database whose operator renamed bKash's channel before this migration ran.
  await run(
    db,
    "DELETE FROM content_translations WHERE kind IN ('deposit_channel', 'deposit_promo', 'security_question')",
  );
  await run(db, "DELETE FROM schema_migrations WHERE id = '003_reference_texts'");
  await run(db, "UPDATE deposit_channels SET name = 'bKash Personal' WHERE id = 1");
  expect(await migrate(db, Date.now())).toEqual(['003_reference_texts']);
  expect(await channelNames('bn')).toEqual(['bKash Personal', 'নগদ', 'রকেট', 'ব্যাংক ট্রান্সফার']);
  expect(await channelNames('en')).toEqual(['bKash Personal', 'Nagad', 'Rocket', 'Bank transfer']);
});
