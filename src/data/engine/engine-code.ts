// The engine's code (RxDB, the replica, the sender: a third of a megabyte),
// loaded once: started early by the current store (open-early.ts) and
// evaluated from the moment a sign-in is asked for (App.tsx).
const load = () => import('./open-early');
let loading: ReturnType<typeof load> | undefined;

export function engineCode(): ReturnType<typeof load> {
  loading ??= load();
  return loading;
}
