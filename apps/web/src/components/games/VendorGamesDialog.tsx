import { useRef, useState } from 'react';
import { Modal } from '../ui/Modal';
import { GameSearch } from './GameSearch';
import { PagedGameGrid } from './PagedGameGrid';
import { useDebounced } from './use-debounced';
import type { GameListProps } from './use-start-game';
import './GameDialogs.css';

/** The popup game list (§2): a vendor-type game opens its vendor's games, searchable, with their own start buttons. */
export default function VendorGamesDialog({ vendor, title, onClose }: GameListProps & { onClose(): void }) {
  const [search, setSearch] = useState('');
  const name = useDebounced(search);
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Modal title={title} onClose={onClose} wide testId="vendor-games-dialog">
      <div className="vendor-games-tools">
        <GameSearch value={search} onChange={setSearch} />
      </div>
      <div ref={scrollRef} className="vendor-games-scroll">
        <PagedGameGrid filter={{ vendor, name }} scrollRef={scrollRef} onlyGames />
      </div>
    </Modal>
  );
}
