import type { MarketGroup } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { useId } from 'react';
import styles from '../sports.module.css';
import { SelectionPrices } from './selection-price.tsx';

/** Every market of a game, grouped by market type, each outcome with its moving price. */
export function MarketGroups({
  groups,
  gameName,
  i18n,
}: {
  groups: readonly MarketGroup[];
  /** The game's name, kept with a bet in the coupon. */
  gameName: string;
  i18n: Translator;
}) {
  const idPrefix = useId();
  return (
    <div className={styles.marketGroups}>
      {groups.map((group) => (
        <section
          key={group.groupId}
          className={styles.marketGroup}
          aria-labelledby={`${idPrefix}${group.groupId}`}
        >
          <h2 id={`${idPrefix}${group.groupId}`} className={styles.marketGroupTitle}>
            {group.name}
          </h2>
          <div className={styles.marketGrid}>
            <SelectionPrices selections={group.markets} gameName={gameName} i18n={i18n} />
          </div>
        </section>
      ))}
    </div>
  );
}
