// An accessible tab switch (tablist with roving focus and arrow keys) for the login, register and forgot forms;
// the form below it is the tab panel, labelled by the selected tab.
import { type KeyboardEvent, useRef } from 'react';

export interface TabOption<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  options: readonly TabOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** Prefix of the tab and panel ids (the panel's id is `${idBase}-panel`). */
  idBase: string;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

export function Tabs<T extends string>({ label, options, selected, onSelect, idBase }: TabsProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | null = step === undefined ? null : (index + step + options.length) % options.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = options.length - 1;
    if (next === null) return;
    event.preventDefault();
    onSelect(options[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div className="acc-tabs" role="tablist" aria-label={label}>
      {options.map((option, index) => {
        const active = option.value === selected;
        return (
          <button
            key={option.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, option.value)}
            className="acc-tabs__tab"
            aria-selected={active}
            aria-controls={panelId(idBase)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
