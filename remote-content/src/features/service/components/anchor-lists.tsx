// The chat's anchor (host) lists (spec lobby §2, §3: modelList, hotAnchorList, focusList, recommendAnchorList) as
// four labelled horizontal lists with avatar, nickname and a live marker. Tapping an anchor opens the live chat.
// Empty lists are left out.
import { useId } from 'react';
import { type ChatAnchor, type ChatAnchors } from 'shared';
import { useChatAnchors } from '../api/chat';
import { useServiceTranslation } from '../texts';

const GROUPS = [
  ['models', 'modelList'],
  ['hot', 'hotAnchorList'],
  ['following', 'focusList'],
  ['recommended', 'recommendAnchorList'],
] as const satisfies readonly (readonly [string, keyof ChatAnchors])[];

export interface AnchorListsProps {
  onPick: (anchor: ChatAnchor) => void;
  disabled?: boolean;
}

export function AnchorLists({ onPick, disabled = false }: AnchorListsProps) {
  const { data } = useChatAnchors(true);
  if (!data) return null;
  return (
    <div className="cnt-anchors">
      {GROUPS.map(([group, field]) => {
        const list = data[field] ?? [];
        return list.length === 0 ? null : (
          <AnchorRow key={group} group={group} anchors={list} onPick={onPick} disabled={disabled} />
        );
      })}
    </div>
  );
}

function AnchorRow({
  group,
  anchors,
  onPick,
  disabled,
}: {
  group: (typeof GROUPS)[number][0];
  anchors: readonly ChatAnchor[];
  onPick: (anchor: ChatAnchor) => void;
  disabled: boolean;
}) {
  const { t } = useServiceTranslation();
  const titleId = useId();
  return (
    <section className="cnt-anchors__group" aria-labelledby={titleId}>
      <h3 id={titleId} className="cnt-anchors__title">
        {t(`service.anchors.${group}`)}
      </h3>
      <ul className="cnt-anchors__row">
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <button type="button" className="cnt-anchor" disabled={disabled} onClick={() => onPick(anchor)}>
              <img
                className="cnt-anchor__avatar"
                src={anchor.avatarUrl}
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
              <span className="cnt-anchor__name">{anchor.nickname}</span>
              {anchor.live && <span className="cnt-anchor__live">{t('service.anchors.live')}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
