// Every deployed Function is declared once, in its area's functions.ts: its
// name (the key), what kind it is and, for a callable, which app calls it.
// The client calls a callable through its declaration, the command specs name
// theirs, and functions/src/index.ts deploys exactly the declared set
// (functions/src/lib/deploy.ts), so a name is written in one place and the
// three cannot drift apart. The caller decides the callable's CORS origin and
// whose App Check tokens it takes (functions/src/lib/app-check-policy.ts).

/**
 * Who calls a callable: the portal's signed-in pages, the customers' page
 * behind the table QR codes, or the portal before sign-in (a kitchen display
 * pairing with its code: the portal's origin and App Check, no account yet).
 */
export type CallerApp = 'portal' | 'customer' | 'pairing';

/** The app whose origin and App Check tokens a caller's calls carry. */
export const APP_OF_CALLER: Readonly<Record<CallerApp, 'portal' | 'customer'>> = {
  portal: 'portal',
  customer: 'customer',
  pairing: 'portal',
};

export type FunctionDeclaration =
  | { readonly kind: 'callable'; readonly caller: CallerApp }
  /** Runs on a Firestore write. */
  | { readonly kind: 'trigger' }
  /** Runs on a schedule. */
  | { readonly kind: 'schedule' };

export type Declared<N extends string, D extends FunctionDeclaration = FunctionDeclaration> = D & { readonly name: N };

/** A callable's declaration, as the client and the command specs refer to it. */
export type CallableDeclaration<C extends CallerApp = CallerApp> = Declared<string, { readonly kind: 'callable'; readonly caller: C }>;

export type Declarations<D extends Record<string, FunctionDeclaration>> = { readonly [K in keyof D & string]: Declared<K, D[K]> };

/** An area's Functions, each named by its key: the only place its name is written. */
export function declareFunctions<const D extends Record<string, FunctionDeclaration>>(declarations: D): Declarations<D> {
  return Object.fromEntries(Object.entries(declarations).map(([name, d]) => [name, { ...d, name }])) as unknown as Declarations<D>;
}

type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]] ? H & Merged<R> : unknown;

/** The areas' declarations as one: a name two areas declare is a mistake, refused as the module loads. */
export function gatherFunctions<const T extends readonly Readonly<Record<string, Declared<string>>>[]>(...areas: T): Merged<T> {
  const all: Record<string, Declared<string>> = {};
  for (const area of areas) {
    for (const [name, declaration] of Object.entries(area)) {
      if (Object.hasOwn(all, name)) throw new Error(`The Function ${name} is declared twice`);
      all[name] = declaration;
    }
  }
  return all as Merged<T>;
}

export const PORTAL_CALLABLE = { kind: 'callable', caller: 'portal' } as const;
export const CUSTOMER_CALLABLE = { kind: 'callable', caller: 'customer' } as const;
export const PAIRING_CALLABLE = { kind: 'callable', caller: 'pairing' } as const;
export const TRIGGER = { kind: 'trigger' } as const;
export const SCHEDULE = { kind: 'schedule' } as const;
