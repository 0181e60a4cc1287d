import type { ReactNode } from 'react';

interface Props {
  legend: string;
  name: string;
  options: readonly string[];
  value: string;
  onChange(value: string): void;
  /** The accessible name of an option (an emoji or a hex code says little when read aloud). */
  nameOf(option: string): string;
  render(option: string): ReactNode;
  error?: string | undefined;
  className?: string;
}

/**
 * A picker of swatches built on native radios: Tab enters and leaves the group,
 * the arrow keys move the choice, and each choice is announced by its name.
 */
export function ChoiceGroup(props: Props) {
  const errorId = `${props.name}-error`;
  return (
    <fieldset className={`choice-group ${props.className ?? ''}`} aria-describedby={props.error ? errorId : undefined}>
      <legend>{props.legend}</legend>
      <div className="choices">
        {props.options.map((option) => (
          <label key={option} className="choice" title={props.nameOf(option)}>
            <input
              type="radio"
              name={props.name}
              value={option}
              checked={option === props.value}
              onChange={() => props.onChange(option)}
              aria-label={props.nameOf(option)}
            />
            <span className="choice-face" aria-hidden="true">
              {props.render(option)}
            </span>
          </label>
        ))}
      </div>
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
