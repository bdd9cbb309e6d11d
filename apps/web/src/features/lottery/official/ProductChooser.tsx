import { useTranslation } from 'react-i18next';
import type { OfficialProductMenu } from '@playhouse/contract/lottery';
import { productNameKey } from './source-names';

/** The products by menu tab (lô, xiên, đề … / 3 digits, 2 digits, run / straight, box, i-box), then the tab's products. */
export function ProductChooser({
  products,
  productId,
  onChoose,
}: {
  products: readonly OfficialProductMenu[];
  productId: string;
  onChoose(id: string): void;
}) {
  const { t } = useTranslation();
  const menus = [...new Set(products.map((p) => p.menu))];
  const menu = products.find((p) => p.productId === productId)?.menu ?? menus[0];
  const inMenu = products.filter((p) => p.menu === menu);
  return (
    <div className="lottery-menu">
      <div className="lottery-menu-tabs" role="group" aria-label={t('lottery_menu_label')}>
        {menus.map((m) => (
          <button
            key={m}
            type="button"
            className="lottery-chip"
            aria-pressed={m === menu}
            data-testid="official-menu"
            data-menu={m}
            onClick={() => onChoose(products.find((p) => p.menu === m)!.productId)}
          >
            {t(`official_menu_${m}`)}
          </button>
        ))}
      </div>
      {/* A tab of one product names it already. */}
      <div className="lottery-menu-plays" role="group" aria-label={t('lottery_play_label')} hidden={inMenu.length < 2}>
        {inMenu.map((p) => (
          <button
            key={p.productId}
            type="button"
            className="lottery-chip lottery-chip-play"
            aria-pressed={p.productId === productId}
            data-testid="official-product"
            data-product={p.productId}
            onClick={() => onChoose(p.productId)}
          >
            {t(productNameKey(p.productId))}
          </button>
        ))}
      </div>
    </div>
  );
}
