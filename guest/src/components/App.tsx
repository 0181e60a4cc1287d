import { guest } from '../../../src/domain/shared/catalogue/guest';
import { linkIdOf } from '../route';
import { TablePage } from './TablePage';

export function App({ path }: { path: string }) {
  const linkId = linkIdOf(path);
  if (linkId !== null) return <TablePage linkId={linkId} />;
  return (
    <main id="main" class="page narrow">
      <h1>{guest.pageTitle}</h1>
      <p class="notice" data-testid="no-link">{guest.noLink}</p>
    </main>
  );
}
