// The shared validation entry (`shared/validation`): the registration field rules, the reward application
// rules, the agency rules and the player protection rules, run by the site and the platform API alike.
export * from './rules.ts';
export * from './reward.ts';
export * from './agent.ts';
export * from './payment-password.ts';
export * from './protection.ts';
