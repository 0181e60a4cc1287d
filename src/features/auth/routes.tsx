// The sign-in screen: in the main bundle, since it is the first screen most visits see.
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginPage } from './LoginPage';

/** Route elements, placed by App outside every guard. */
export const authRoutes = <Route path={paths.login} element={<LoginPage />} />;
