// The API tests' first app in a test process migrates and seeds a database (about 5 s embedded on an idle machine, several times that under load),
// which later apps copy; the hooks that build apps need longer than Jest's default 5 s.
jest.setTimeout(60_000);
