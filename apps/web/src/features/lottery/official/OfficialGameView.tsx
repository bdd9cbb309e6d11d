import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { officialProductById, type OfficialGame } from '@playhouse/contract/lottery';
import { useServerNow } from '../draw-clock';
import { GameLayout } from '../GameLayout';
import { MenuChooser } from '../MenuChooser';
import { combineCapacity } from './capacity';
import { officialKeys, useOfficialCapacity, useOfficialDraws, useOfficialMenu } from './official-api';
import { OfficialDrawPanel } from './OfficialDrawPanel';
import { OfficialOrders } from './OfficialOrders';
import { OfficialTicket } from './OfficialTicket';
import { ProductPicker } from './ProductPicker';
import { ResultsBoard } from './ResultsBoard';
import { chosenSources, closesAt, saleOf } from './sale';
import { productNameKey } from './source-names';

/** One official game: the draw on sale and its sources, the products, the picker and the ticket, then my orders and the results board. */
export function OfficialGameView({ game }: { game: OfficialGame }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const draws = useOfficialDraws(game.gameCode);
  const menu = useOfficialMenu(game.gameCode);
  const now = useServerNow(draws.data?.serverTime, draws.dataUpdatedAt);
  const sale = draws.data ? saleOf(draws.data.onSale, now) : null;
  const [wanted, setWanted] = useState<string[]>([]);
  const sources = sale ? chosenSources(sale, wanted) : [];
  const chosenDraws = sale ? sale.draws.filter((d) => sources.includes(d.source)) : [];
  const closeAt = sale ? closesAt(sale, sources) : null;
  const open = closeAt !== null && now < closeAt;

  // Products this page can draw a picker for (every one the contract knows), in the menu's order.
  const products = useMemo(() => (menu.data?.products ?? []).filter((p) => officialProductById(p.productId)), [menu.data]);
  const [productId, setProductId] = useState<string | null>(null);
  const menuProduct = products.find((p) => p.productId === productId) ?? products[0];
  const product = menuProduct ? officialProductById(menuProduct.productId)! : undefined;
  // Picks belong to the product they were made on: another product starts empty.
  const [picked, setPicked] = useState<{ productId: string; picks: string[] } | null>(null);
  const picks = product && picked?.productId === product.id ? picked.picks : [];
  const setPicks = (p: string[]) => product && setPicked({ productId: product.id, picks: p });

  const answers = useOfficialCapacity(game.gameCode, sale?.drawNo ?? null, sources, product?.id ?? null);
  const capacity = useMemo(() => combineCapacity(answers), [answers]);

  // A new draw on sale: the previous one was drawn or closed, so the orders and results are read again.
  const drawNo = sale?.drawNo;
  useEffect(() => {
    if (!drawNo) return;
    void client.invalidateQueries({ queryKey: officialKeys.orders });
    void client.invalidateQueries({ queryKey: officialKeys.results });
  }, [drawNo, client]);

  // The query's refetch is stable, so the closed-sales poll keeps its interval across the clock's ticks.
  const { refetch } = draws;
  const refetchDraws = useCallback(() => void refetch(), [refetch]);

  return (
    <GameLayout
      testId="official-game-view"
      gameCode={game.gameCode}
      draws={draws}
      drawPanel={
        draws.data ? (
          <OfficialDrawPanel sale={sale} sources={sources} now={now} onSources={setWanted} refetch={refetchDraws} />
        ) : null
      }
      onRetryDraws={refetchDraws}
      menu={menu}
      board={
        product && menuProduct
          ? {
              chooser: (
                <MenuChooser
                  choices={products.map((p) => ({ id: p.productId, menu: p.menu, label: t(productNameKey(p.productId)) }))}
                  chosen={menuProduct.productId}
                  onChoose={setProductId}
                  tabLabel={(m) => t(`official_menu_${m}`)}
                  testIdPrefix="official"
                  choiceName="product"
                  hideLoneChoice
                />
              ),
              hint: t(`official_hint_${product.id}`, { defaultValue: '' }),
              picker: (
                <ProductPicker
                  product={product}
                  input={menuProduct.input}
                  picks={picks}
                  capacity={capacity}
                  onChange={setPicks}
                />
              ),
              slip: (
                <OfficialTicket
                  key={product.id}
                  gameCode={game.gameCode}
                  drawNo={sale?.drawNo ?? null}
                  draws={chosenDraws}
                  product={product}
                  menu={menuProduct}
                  picks={picks}
                  salesOpen={open}
                  onPlaced={() => setPicks([])}
                />
              ),
            }
          : null
      }
      lower={[
        {
          id: 'orders',
          label: t('lottery_tab_orders'),
          testId: 'official-tab-orders',
          panel: <OfficialOrders gameCode={game.gameCode} />,
        },
        { id: 'results', label: t('official_tab_results'), testId: 'official-tab-results', panel: <ResultsBoard game={game} /> },
      ]}
    />
  );
}
