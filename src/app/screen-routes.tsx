// The shell's screens as routes: each screen of the route table
// (src/domain/shared/screens.ts) at its address and at every older spelling,
// with the element its feature gives. Typed so that a screen in the table
// without an element does not compile.
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { addressesOf, SCREENS, type ScreenName } from '../domain/shared/screens';

export function screenRoutes(elements: Readonly<Record<ScreenName, ReactElement>>): ReactElement[] {
  return (Object.keys(SCREENS) as ScreenName[]).flatMap((name) =>
    addressesOf(SCREENS[name]).map((path) =>
      path === '/' ? <Route key={name} index element={elements[name]} /> : <Route key={`${name} ${path}`} path={path} element={elements[name]} />,
    ),
  );
}
