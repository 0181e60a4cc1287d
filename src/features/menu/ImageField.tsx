import type { ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../../domain/menu/image-validation';
import { MESSAGES } from '../../domain/shared/messages';
import { CameraIcon, ImageIcon, PlateIcon } from './menu-icons';
import type { ImageChoiceState } from './use-image-choice';

const text = MESSAGES.menuScreen;

function Preview({ state, currentUrl }: { state: ImageChoiceState; currentUrl: string | undefined }) {
  const { choice } = state;
  if (choice.kind === 'new') return <img className="image-preview" src={choice.preview} alt={text.newImage} />;
  if (!currentUrl) {
    return (
      <span className="image-preview placeholder" role="img" aria-label={text.noImage}>
        <PlateIcon />
      </span>
    );
  }
  const removing = choice.kind === 'remove';
  return (
    <figure className={removing ? 'image-current removing' : 'image-current'}>
      <img className="image-preview" src={currentUrl} alt={text.currentImage} />
      {removing && <figcaption className="will-remove">{MESSAGES.menu.imageWillBeRemoved}</figcaption>}
    </figure>
  );
}

/** Keep, replace or remove the item's image; the removal takes effect on save. */
export function ImageField({ state, currentUrl }: { state: ImageChoiceState; currentUrl: string | undefined }) {
  const { choice } = state;
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    state.pick(event.target.files?.[0]);
    // Choosing the same file again must still count as a choice.
    event.target.value = '';
  };
  return (
    <fieldset className="image-field" aria-describedby="image-hint">
      <legend>{text.image}</legend>
      <Preview state={state} currentUrl={currentUrl} />
      <div className="image-actions">
        <label className="file-button">
          <input type="file" className="visually-hidden" accept={ACCEPTED_IMAGE_TYPES.join(',')} onChange={onFile} />
          <ImageIcon /> {text.chooseImage}
        </label>
        <label className="file-button take-photo">
          <input type="file" className="visually-hidden" accept="image/*" capture="environment" onChange={onFile} />
          <CameraIcon /> {text.takePhoto}
        </label>
        {currentUrl && choice.kind === 'keep' && (
          <button type="button" className="secondary" onClick={state.remove}>{text.removeImage}</button>
        )}
        {currentUrl && choice.kind !== 'keep' && (
          <button type="button" className="secondary" onClick={state.keep}>{text.keepImage}</button>
        )}
        {!currentUrl && choice.kind === 'new' && (
          <button type="button" className="secondary" onClick={state.keep}>{text.discardNewImage}</button>
        )}
      </div>
      <p id="image-hint" className="muted small">{MESSAGES.menu.imageHint}</p>
      {state.compressing && (
        <p role="status" className="small"><span className="spinner" aria-hidden="true" />{text.compressing}</p>
      )}
      {state.error && <p role="alert" className="field-error">{state.error}</p>}
    </fieldset>
  );
}
