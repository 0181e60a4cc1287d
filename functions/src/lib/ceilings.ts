// A ceiling for the whole project: no Function scales past these many
// instances, however many calls come (a script, a crowd of stores), so a
// bill cannot run away with the traffic. Every Function of this codebase
// takes the default (lib/global-options.ts, which functions/src/index.ts
// imports before any Function is defined); the menu reader, the one that
// needs 2 GiB and up to minutes, its own lower one. docs/deploy.md states
// both; `npm run deploy:check` checks the built Functions against them.
export const MAX_INSTANCES = 20;
export const MAX_READER_INSTANCES = 4;
