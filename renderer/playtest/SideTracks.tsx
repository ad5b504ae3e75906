/** The numbers the players follow (victory points, cards, time ...), the shared ones first, then each side's. */
import { useTranslation } from 'react-i18next';
import type { TrackView } from '../../engine/rules/core/presenter';

interface Props {
  readonly tracks: readonly TrackView[];
  readonly sideName: (side: string) => string;
  readonly sides: readonly string[];
}

function value(track: TrackView): string {
  return track.max === undefined ? String(track.value) : `${track.value} / ${track.max}`;
}

export function SideTracks({ tracks, sideName, sides }: Props) {
  const { t } = useTranslation();
  if (tracks.length === 0) return null;
  const shared = tracks.filter((track) => track.side === undefined);
  return (
    <section className="playtest__tracks" data-testid="tracks">
      <h2>{t('playtest.tracks')}</h2>
      {shared.length > 0 && (
        <dl>
          {shared.map((track) => [<dt key={`${track.id}-n`}>{track.name}</dt>, <dd key={`${track.id}-v`}>{value(track)}</dd>])}
        </dl>
      )}
      {sides.map((side) => {
        const own = tracks.filter((track) => track.side === side);
        if (own.length === 0) return null;
        return (
          <div key={side} data-side={side}>
            <h3>{sideName(side)}</h3>
            <dl>{own.map((track) => [<dt key={`${track.id}-n`}>{track.name}</dt>, <dd key={`${track.id}-v`}>{value(track)}</dd>])}</dl>
          </div>
        );
      })}
    </section>
  );
}
