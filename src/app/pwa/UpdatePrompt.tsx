import { useEffect, useState } from 'react';
import { activateUpdate, onUpdateWaiting } from './register-sw';

/** 'A new version is available' (our wording): the user decides when it activates. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      A new version of Store App is available.
      <button onClick={activateUpdate}>Reload to update</button>
    </div>
  );
}
