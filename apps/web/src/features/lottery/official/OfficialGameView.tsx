import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { officialProductById, type OfficialGame } from '@playhouse/contract/lottery';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { Loader } from '../../../components/ui/Loader';
import { Tabs } from '../../../components/ui/Tabs';
import { useServerNow } from '../draw-clock';
import { combineCapacity } from './capacity';
import { officialKeys, useOfficialCapacity, useOfficialDraws, useOfficialMenu } from './official-api';
import { OfficialDrawPanel } from './OfficialDrawPanel';
import { OfficialOrders } from './OfficialOrders';
import { OfficialTicket } from './OfficialTicket';
import { ProductPicker } from './ProductPicker';
import { ProductChooser } from './ProductChooser';
import { ResultsBoard } from './ResultsBoard';
import { chosenSources, closesAt, saleOf } from './sale';

type Lower = 'orders' | 'results';

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
  const [lower, setLower] = useState<Lower>('orders');

  return (
    <div className="lottery-game" data-testid="official-game-view" data-game={game.gameCode}>
      {draws.data ? (
        <OfficialDrawPanel sale={sale} sources={sources} now={now} onSources={setWanted} refetch={refetchDraws} />
      ) : draws.isError ? (
        <ErrorRetry message={draws.error.message} onRetry={refetchDraws} />
      ) : (
        <Loader />
      )}

      {menu.isError ? (
        <ErrorRetry message={menu.error.message} onRetry={() => void menu.refetch()} />
      ) : !menu.data ? (
        <Loader />
      ) : product && menuProduct ? (
        <div className="lottery-board">
          <div className="lottery-board-main">
            <ProductChooser products={products} productId={menuProduct.productId} onChoose={setProductId} />
            <p className="lottery-hint">{t(`official_hint_${product.id}`, { defaultValue: '' })}</p>
            <ProductPicker product={product} input={menuProduct.input} picks={picks} capacity={capacity} onChange={setPicks} />
          </div>
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
        </div>
      ) : (
        <p className="lottery-message">{t('lottery_no_plays')}</p>
      )}

      <Tabs
        label={t('lottery_lower_tabs')}
        value={lower}
        onChange={setLower}
        items={[
          { id: 'orders', label: t('lottery_tab_orders'), testId: 'official-tab-orders' },
          { id: 'results', label: t('official_tab_results'), testId: 'official-tab-results' },
        ]}
      />
      {lower === 'orders' ? <OfficialOrders gameCode={game.gameCode} /> : <ResultsBoard game={game} />}
    </div>
  );
}
