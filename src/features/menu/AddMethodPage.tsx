import { Link } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { CameraIcon, PencilIcon, SparkleIcon } from './menu-icons';
import { menuPaths } from './menu-paths';
import './menu.css';

const { labels, menuScreen: text } = MESSAGES;

/** Choose how to add an item (doc 2 §2 "Add-method"). */
export function AddMethodPage() {
  return (
    <section className="menu-page">
      <Link className="back-link" to={menuPaths.list}>← {text.backToMenu}</Link>
      <h3 className="add-method-title">{text.chooseMethod}</h3>
      <ul className="add-methods">
        <li>
          <Link className="add-method card" to={menuPaths.add}>
            <span className="add-method-icon" aria-hidden="true"><PencilIcon /></span>
            <strong>{labels.menu.addManually}</strong>
            <span className="muted">{text.addManuallyHint}</span>
          </Link>
        </li>
        <li>
          <Link className="add-method card" to={menuPaths.addPhoto}>
            <span className="add-method-icon" aria-hidden="true"><CameraIcon /></span>
            <strong>
              {labels.menu.addFromPhoto}{' '}
              <span className="badge ai"><SparkleIcon /> {labels.menu.aiPowered}</span>
            </strong>
            <span className="muted">{text.addFromPhotoHint}</span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
