// One folder per test run for the API tests' seeded databases (platform-api/src/testing/test-database.ts): every
// worker and test file copies the same seeded database instead of seeding its own. Jest starts the workers after
// this runs, so they inherit API_TEST_CACHE_DIR; the teardown removes the folder.
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function setUp() {
  process.env.API_TEST_CACHE_DIR = mkdtempSync(path.join(tmpdir(), 'platform-api-tests-'));
};

module.exports.tearDown = async function tearDown() {
  if (process.env.API_TEST_CACHE_DIR)
    rmSync(process.env.API_TEST_CACHE_DIR, { recursive: true, force: true });
};
