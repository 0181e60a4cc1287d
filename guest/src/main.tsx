import { render } from 'preact';
import { App } from './components/App';
import './styles.css';

const root = document.getElementById('root');
if (root) render(<App path={location.pathname} />, root);
