import type { OfficialLottery } from '@playhouse/contract/lottery';
import type { Config } from '../../../config.js';
import { outboundHttp, type OutboundHttp } from '../../../lib/outbound-http.js';

/** A result feed the platform configures (LOTTERY_RESULT_FEEDS). */
export type ResultFeed = Config['LOTTERY_RESULT_FEEDS'][number];

/** What the deployment decides about result sources: merchants pick within it, never beyond. */
export interface FeedCatalog {
  /** A demo deployment (SEED_DEMO): only there the simulator, with its random results, is a source. */
  demo: boolean;
  feeds: readonly ResultFeed[];
}

/** The catalog and the guarded client the drawer asks feeds through. */
export interface OfficialSources extends FeedCatalog {
  http: OutboundHttp;
}

type SourceConfig = Pick<Config, 'SEED_DEMO' | 'LOTTERY_RESULT_FEEDS' | 'OUTBOUND_ALLOW_CIDRS'>;

export const feedCatalogOf = (config: Pick<Config, 'SEED_DEMO' | 'LOTTERY_RESULT_FEEDS'>): FeedCatalog => ({
  demo: config.SEED_DEMO,
  feeds: config.LOTTERY_RESULT_FEEDS,
});

export const officialSourcesOf = (config: SourceConfig): OfficialSources => ({
  ...feedCatalogOf(config),
  http: outboundHttp({ allowCidrs: config.OUTBOUND_ALLOW_CIDRS }),
});

/** The feeds that serve a lottery, in the configuration's order. */
export const feedsServing = (catalog: FeedCatalog, lottery: OfficialLottery): ResultFeed[] =>
  catalog.feeds.filter((f) => f.lotteries.includes(lottery));

/** A feed a game may ask, by id (configured, and serving the game's lottery). */
export const feedOf = (catalog: FeedCatalog, lottery: OfficialLottery, id: string): ResultFeed | undefined =>
  feedsServing(catalog, lottery).find((f) => f.id === id);
