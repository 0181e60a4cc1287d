import { RuleTester } from 'eslint';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import boundaries from './eslint-boundaries.js';

// RuleTester reports through the test framework it is handed.
Object.assign(RuleTester, { afterAll, describe, it });

const root = join(import.meta.dirname, '..');
const at = (path: string) => join(root, path);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-boundaries', boundaries.rules['import-boundaries'], {
  valid: [
    { filename: at('src/features/menu/MenuPage.tsx'), code: "import { x } from '../../domain/shared/limits';" },
    { filename: at('src/features/menu/components/Row.tsx'), code: "import { x } from '../hooks/useMenu';" },
    { filename: at('src/features/menu/MenuPage.tsx'), code: "import { x } from '../../data/session';" },
    { filename: at('src/domain/orders/orders.ts'), code: "import { x } from '../shared/limits';" },
    { filename: at('src/domain/orders/orders.ts'), code: "import { x } from './order-limits';" },
    { filename: at('src/domain/orders/pricing.ts'), code: "import { x } from '../settings/app-config';" },
    { filename: at('src/domain/orders/order-commands.ts'), code: "import { commandSpec } from '../sync/commands';" },
    { filename: at('src/domain/sync/commands.ts'), code: "import { x } from '../tables/commands';" },
    { filename: at('src/domain/shared/entities.test.ts'), code: "import { x } from '../settings/app-config';" },
    { filename: at('functions/src/store/stores.ts'), code: "import { x } from '../../../src/domain/store/store-validation';" },
    { filename: at('src/app/App.tsx'), code: "import { x } from '../features/auth/LoginPage';" },
  ],
  invalid: [
    { filename: at('src/features/menu/MenuPage.tsx'), code: "import { x } from '../dashboard/DashboardPage';", errors: 1 },
    { filename: at('src/features/menu/components/Row.tsx'), code: "export { x } from '../../orders/x';", errors: 1 },
    { filename: at('src/features/menu/MenuPage.tsx'), code: "const m = import('../categories/x');", errors: 1 },
    { filename: at('src/domain/orders/orders.ts'), code: "import { x } from '../../data/firebase';", errors: 1 },
    { filename: at('src/domain/shared/date-range.ts'), code: "import { x } from '../analytics/store-day';", errors: 1 },
    { filename: at('src/domain/orders/orders.ts'), code: "import { x } from '../analytics/heatmap';", errors: 1 },
    { filename: at('src/domain/tables/qr-sheet.ts'), code: "export { x } from '../menu/translation';", errors: 1 },
    { filename: at('src/domain/billing/invoice.ts'), code: "import { x } from '../orders/orders';", errors: 1 },
    { filename: at('src/data/session.ts'), code: "import { x } from '../features/auth/LoginPage';", errors: 1 },
    { filename: at('functions/src/store/stores.ts'), code: "import { x } from '../../../src/data/firebase';", errors: 1 },
  ],
});
