// Starts the Auth, Firestore, Functions and Storage emulators and keeps them up until Ctrl-C.
import './lib/require-node.ts';
import { startEmulators } from './lib/emulators.ts';
import { onShutdown } from './lib/shutdown.ts';

const emulators = await startEmulators((line) => console.log(line));
onShutdown(() => emulators.stop());
console.log('Emulators ready. Press Ctrl-C to stop.');
