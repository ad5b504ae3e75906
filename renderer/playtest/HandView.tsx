/** The viewer's cards: each one's name, what it does and how long it lasts; an empty hand says so. */
import { useTranslation } from 'react-i18next';
import type { CardView } from '../../engine/rules/core/presenter';

export function HandView({ cards, side }: { readonly cards: readonly CardView[]; readonly side: string }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{t('playtest.hand', { side })}</h2>
      {cards.length === 0 && <p className="panel-empty">{t('playtest.handEmpty')}</p>}
      <ul className="playtest__hand" data-testid="hand">
        {cards.map((card, index) => (
          <li key={`${card.id}-${index}`}>
            <strong>{card.name}</strong>
            {card.deck && <small> · {card.deck}</small>}
            {card.owner && <small> · {card.owner}</small>}
            <p>{card.effect}</p>
            {card.duration && <p className="playtest__duration">{card.duration}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
