// `npx tsx tools/storage-emulator/main.ts [port]`: the stand-in on its own, until Ctrl-C.
import { EMULATORS, PROJECT_ID } from '../../scripts/lib/project.ts';
import { firestoreMembers } from './members.ts';
import { startStorageStandIn } from './server.ts';

const port = Number(process.argv[2] ?? EMULATORS.storage.port);
const standIn = await startStorageStandIn(EMULATORS.storage.host, port, firestoreMembers(EMULATORS.firestore, PROJECT_ID));
console.log(`Storage stand-in listening at ${standIn.url}`);
process.once('SIGINT', () => void standIn.close().then(() => process.exit(0)));
