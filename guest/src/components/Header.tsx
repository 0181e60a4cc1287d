import type { Ref } from 'preact';
import type { PublicMenu } from '../../../src/domain/guest/public-menu';
import { guest } from '../../../src/domain/shared/catalogue/guest';

interface Props {
  titleRef: Ref<HTMLHeadingElement>;
  menu: PublicMenu;
  tableNumber: number;
  language: string;
  onLanguage: (code: string) => void;
}

export function Header({ titleRef, menu, tableNumber, language, onLanguage }: Props) {
  return (
    <header class="top">
      <div class="top-inner">
        <div class="top-title">
          <h1 ref={titleRef} tabIndex={-1}>{menu.storeName || guest.pageTitle}</h1>
          <p class="table" data-testid="table-label">{guest.table(tableNumber)}</p>
        </div>
        {menu.languages.length > 1 && (
          <label class="language">
            <span>{guest.language}</span>
            <select value={language} onChange={(e) => onLanguage(e.currentTarget.value)} data-testid="language">
              {menu.languages.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>{l.flag ? `${l.flag} ${l.name}` : l.name}</option>
              ))}
            </select>
          </label>
        )}
      </div>
    </header>
  );
}
