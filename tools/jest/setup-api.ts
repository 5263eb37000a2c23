// The API tests' first app in a test process migrates and seeds a database (about 5 s embedded, under load more),
// which later apps copy; the hooks that build apps need longer than Jest's default 5 s.
jest.setTimeout(30_000);
