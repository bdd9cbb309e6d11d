import type { ColumnType, Generated } from 'kysely';
import type { Created, NullableStamp, Ref } from './schema.columns.js';

/** Kysely types of the lobby tables (migration 20261122120000_lobby.sql). */
/** Texts per language: {"EN": "...", "TY": "..."}; written as JSON text. */
export type Localized = ColumnType<Record<string, string>, string, string>;

export interface VendorTable {
  id: Generated<string>;
  code: string;
  name: string;
  game_type: string;
  wallet_mode: Generated<'seamless' | 'transfer'>;
  status: Generated<'active' | 'maintenance' | 'disabled'>;
  in_house: Generated<boolean>;
  logo_url: string;
  created_at: Created;
}
export interface VendorLaneTable {
  id: Generated<string>;
  vendor_id: Ref;
  title: Localized;
  game_classify: string;
  sequence: Generated<number>;
}
export interface GameTable {
  id: Generated<string>;
  vendor_id: Ref;
  game_code: string;
  game_id: string;
  game_type: string;
  is_game: Generated<boolean>;
  is_hot: Generated<boolean>;
  is_new: Generated<boolean>;
  game_classify: string | null;
  icon_url: string;
  large_icon_url: string;
  names: Localized;
  search_text: string;
  created_at: Created;
}
export interface MerchantVendorTable {
  merchant_id: Ref;
  vendor_id: Ref;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
}
export interface MerchantGameTable {
  merchant_id: Ref;
  game_id: Ref;
  game_type: string;
  vendor_id: Ref;
  sequence: Generated<number>;
  enabled: Generated<boolean>;
  is_hot: Generated<boolean>;
}
export interface CatalogVersionTable {
  merchant_id: Ref;
  version: Generated<string>;
}
export interface FavouriteTable {
  merchant_id: Ref;
  member_id: Ref;
  game_id: Ref;
  created_at: Created;
}
export interface RecentGameTable {
  merchant_id: Ref;
  member_id: Ref;
  game_id: Ref;
  played_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export interface AnnouncementTable {
  id: Generated<string>;
  merchant_id: Ref;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  platform: Generated<string>;
  group_name: string | null;
  title: Localized;
  content: Localized;
  image_url: string | null;
  /** Banners: the call to action per language, and the phone image. */
  cta: ColumnType<Record<string, string>, string | undefined, string>;
  mobile_image_url: string | null;
  linkage_type: string | null;
  link: string | null;
  execution: Generated<boolean>;
  sequence: Generated<number>;
  starts_at: NullableStamp;
  ends_at: NullableStamp;
  created_at: Created;
}
export interface AnnouncementImageTable {
  announcement_id: Ref;
  url: string;
  sequence: number;
}
export interface WinnerBoardTable {
  id: Generated<string>;
  merchant_id: Ref;
  customer_name: string;
  win_amount: ColumnType<string, string | number | bigint, string | number | bigint>;
  game_id: Ref;
  won_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LobbyTables {
  vendors: VendorTable;
  vendor_lanes: VendorLaneTable;
  games: GameTable;
  merchant_vendors: MerchantVendorTable;
  merchant_games: MerchantGameTable;
  catalog_versions: CatalogVersionTable;
  favourites: FavouriteTable;
  recent_games: RecentGameTable;
  announcements: AnnouncementTable;
  announcement_images: AnnouncementImageTable;
  winner_board: WinnerBoardTable;
}
