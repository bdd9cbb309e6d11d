import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { localized } from '../catalog/index.js';
import { bannerArt, gameArt, vendorArt } from './art.svg.js';
import { gameForArt } from '../catalog/index.js';

export async function gameSvg(db: Db, nodeId: number, large: boolean): Promise<string> {
  const g = await gameForArt(db, nodeId);
  if (!g) throw new AppError('not_found');
  return gameArt(`game:${g.vendor}:${g.game_code}`, localized(g.names, 'EN'), g.vendor, large);
}

export const vendorSvg = (code: string) => vendorArt(code);
export const bannerSvg = (id: string, title?: string, size?: 'wide' | 'narrow') => bannerArt(id, title, size);
