// The platform API contract: paths, envelope, payload and response types, error codes, one file per domain in
// ./contract/. Both the site (through the API client) and platform-api import this file; it has no runtime
// dependencies.
export * from './contract/common.ts';
export * from './contract/system.ts';
export * from './contract/account.ts';
export * from './contract/member.ts';
export * from './contract/money.ts';
export * from './contract/lobby.ts';
export * from './contract/content.ts';
export * from './contract/agent.ts';
export * from './contract/protection.ts';
export * from './contract/api-paths.ts';
