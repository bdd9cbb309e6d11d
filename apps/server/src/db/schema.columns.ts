import type { ColumnType } from 'kysely';

/** Column types shared by the schema files: what a row reads as, what an insert and an update take. */

/** A bigserial primary key: read as text, never written by us. */
export type Id = ColumnType<string, string | number | bigint | undefined, never>;
/** A bigint reference to another row, as text. */
export type Ref = ColumnType<string, string | number | bigint, string | number | bigint>;
/** A timestamp set by its default on insert and never changed. */
export type Created = ColumnType<Date, Date | string | undefined, never>;
export type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Money and other bigints: text when read; bigint or text when written, never a float. */
export type Int8 = ColumnType<string, string | bigint, string | bigint>;
export type Int8Default = ColumnType<string, string | bigint | undefined, string | bigint>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
