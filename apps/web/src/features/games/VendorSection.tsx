import { GameCard } from '../../components/games/GameCard';
import { VendorTile } from '../../components/games/VendorTile';
import type { VendorLanes } from './use-vendor-lanes';

type LaneVendor = VendorLanes[number];

/** A vendor's lanes without its own lobby entry (that one is the vendor tile). */
export const playableLanes = (v: LaneVendor) =>
  v.lanes.map((l) => ({ ...l, cards: l.cards.filter((c) => c.isGame) })).filter((l) => l.cards.length > 0);

/** One vendor of a game centre: its tile, then each lane's cards, scrolling sideways. */
export function VendorSection({ vendor, lanes }: { vendor: LaneVendor; lanes: ReturnType<typeof playableLanes> }) {
  return (
    <section className="vendor-section" data-testid="vendor-section" data-vendor={vendor.vassalage} aria-label={vendor.name}>
      <div className="vendor-section-tile">
        <VendorTile vendor={vendor} />
      </div>
      <div className="vendor-section-lanes">
        {lanes.map((lane) => (
          <div key={lane.gameClassify} className="vendor-lane" data-testid="vendor-lane">
            <h3 className="vendor-lane-title">{lane.title}</h3>
            <div className="vendor-lane-cards">
              {lane.cards.map((g) => (
                <GameCard key={g.nodeId} game={g} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The vendors of a centre: single-lobby vendors (sports, esports, cockfight) as a grid of tiles, the others with their lanes. */
export function VendorSections({ vendors }: { vendors: VendorLanes }) {
  const withLanes = vendors.map((v) => ({ v, lanes: playableLanes(v) }));
  const tilesOnly = withLanes.filter((x) => x.lanes.length === 0);
  return (
    <div className="vendor-sections">
      {tilesOnly.length > 0 ? (
        <div className="vendor-tiles">
          {tilesOnly.map(({ v }) => (
            <VendorTile key={v.vassalage} vendor={v} />
          ))}
        </div>
      ) : null}
      {withLanes
        .filter((x) => x.lanes.length > 0)
        .map(({ v, lanes }) => (
          <VendorSection key={v.vassalage} vendor={v} lanes={lanes} />
        ))}
    </div>
  );
}
