// The menu import's Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PORTAL_CALLABLE, SCHEDULE, TRIGGER } from '../shared/function-spec';

export const MENU_IMPORT_FUNCTIONS = declareFunctions({
  recordMenuUploadSecure: PORTAL_CALLABLE,
  deleteMenuUploadSecure: PORTAL_CALLABLE,
  deprecateMenuUploadSecure: PORTAL_CALLABLE,
  publishMenuUploadSecure: PORTAL_CALLABLE,
  readMenuUploadAgainSecure: PORTAL_CALLABLE,
  /** Reads a newly recorded upload. */
  readUploadedMenu: TRIGGER,
  /** Reads an upload again when asked to. */
  readMenuAgain: TRIGGER,
  /** Deletes uploaded files no record names. */
  deleteUnrecordedImportFilesScheduled: SCHEDULE,
});
