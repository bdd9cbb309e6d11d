import type { AnyOfficialProduct, OfficialProductMenu } from '@playhouse/contract/lottery';
import type { NumberCapacity } from './capacity';
import { isGridDigits } from './grid';
import { NumberGrid } from './NumberGrid';
import { TagPicker } from './TagPicker';
import { TypedNumbers } from './TypedNumbers';

/** The picker a product's input calls for: tag buttons, a grid (1 to 3 digits) or typed numbers (wider). */
export function ProductPicker({
  product,
  input,
  picks,
  capacity,
  onChange,
}: {
  product: AnyOfficialProduct;
  input: OfficialProductMenu['input'];
  picks: readonly string[];
  capacity(n: string): NumberCapacity;
  onChange(picks: string[]): void;
}) {
  if ('tags' in input) return <TagPicker tags={input.tags} picks={picks} capacity={capacity} onChange={onChange} />;
  if (isGridDigits(input.digits))
    return (
      <NumberGrid
        key={product.id}
        product={product}
        digits={input.digits}
        picks={picks}
        capacity={capacity}
        onChange={onChange}
      />
    );
  return <TypedNumbers key={product.id} product={product} picks={picks} capacity={capacity} onChange={onChange} />;
}
