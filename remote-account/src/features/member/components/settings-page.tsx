// Personal settings (/m/set): interface language, dark or light theme (both remembered by shared), change
// password (the shell's popup), the security centre, and the version of this part of the site.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  bus,
  canonicalPath,
  currentLanguage,
  currentTheme,
  type Language,
  setLanguage,
  setTheme,
  SUPPORTED_LANGUAGES,
  type Theme,
} from 'shared';
import accountPackage from '../../../../package.json';
import { PageFrame } from './page-frame';
import { useMemberTranslation } from '../texts';
import { ForwardIcon } from 'shared';

const THEMES: readonly Theme[] = ['dark', 'light'];

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (option: T) => void;
}

function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  labelOf,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="acc-choice">
      <legend>{legend}</legend>
      <div className="acc-choice__options">
        {options.map((option) => (
          <label key={option} className="acc-choice__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SettingsPage() {
  const { t } = useMemberTranslation();
  // useTranslation re-renders on a language change, wherever it was made.
  const language = currentLanguage();
  const [theme, setThemeState] = useState<Theme>(currentTheme());

  return (
    <PageFrame title={t('memberArea.settings.title')}>
      <div className="acc-member-panel">
        <ChoiceGroup
          legend={t('memberArea.settings.language')}
          name="language"
          value={language}
          options={SUPPORTED_LANGUAGES}
          labelOf={(option) => t(`memberArea.settings.languages.${option}`)}
          onChange={(option: Language) => void setLanguage(option)}
        />
        <ChoiceGroup
          legend={t('memberArea.settings.theme')}
          name="theme"
          value={theme}
          options={THEMES}
          labelOf={(option) => t(`memberArea.settings.themes.${option}`)}
          onChange={(option) => {
            setThemeState(option);
            setTheme(option);
          }}
        />
      </div>
      <ul className="acc-member-list">
        <li>
          <button
            type="button"
            className="acc-member-list__item"
            onClick={() => bus.emit('popup:open', { kind: 'changePsw' })}
          >
            <span className="acc-member-list__name">{t('memberArea.settings.changePassword')}</span>
            <ForwardIcon className="acc-member-list__chevron" />
          </button>
        </li>
        <li>
          <Link to={canonicalPath('securityCenter')} className="acc-member-list__item">
            <span className="acc-member-list__name">{t('routes.securityCenter', { ns: 'shared' })}</span>
            <ForwardIcon className="acc-member-list__chevron" />
          </Link>
        </li>
      </ul>
      <p className="acc-member-version">
        {t('memberArea.settings.version', { version: accountPackage.version })}
      </p>
    </PageFrame>
  );
}
