import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bgsClientSeed, type BgsFairness, type BgsRotateAnswer } from '@playhouse/contract';
import { Button } from '../../components/ui/Button';
import { rotateSeed, sha256Hex } from './bgs-api';

/**
 * Provably fair: the committed server seed hash, the player's client seed (editable, applied
 * on rotation), the next nonce; rotating reveals the previous server seed, and the page
 * checks its SHA-256 against the hash that was shown.
 */
export function FairnessPanel({
  sessionToken,
  fairness,
  onRotated,
}: {
  sessionToken: string;
  fairness: BgsFairness;
  onRotated(f: BgsFairness): void;
}) {
  const { t } = useTranslation();
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [revealed, setRevealed] = useState<(BgsRotateAnswer['revealed'] & { matches: boolean }) | null>(null);
  useEffect(() => setClientSeed(fairness.clientSeed), [fairness.clientSeed]);
  const seedOk = bgsClientSeed.safeParse(clientSeed).success;

  const rotate = useMutation({
    mutationFn: () => rotateSeed(sessionToken, clientSeed.trim()),
    onSuccess: async (a) => {
      setRevealed({ ...a.revealed, matches: (await sha256Hex(a.revealed.serverSeed)) === a.revealed.serverSeedHash });
      onRotated(a.fairness);
    },
  });

  return (
    <section className="bgs-fair" data-testid="bgs-fairness" aria-labelledby="bgs-fair-title">
      <h2 id="bgs-fair-title">{t('bgs_fair_title')}</h2>
      <p className="bgs-muted">{t('bgs_fair_intro')}</p>
      <dl className="bgs-fair-values">
        <dt>{t('bgs_fair_hash')}</dt>
        <dd className="bgs-mono" data-testid="bgs-fair-hash">
          {fairness.serverSeedHash}
        </dd>
        <dt>
          <label htmlFor="bgs-client-seed">{t('bgs_fair_client_seed')}</label>
        </dt>
        <dd>
          <input
            id="bgs-client-seed"
            className="bgs-input bgs-mono"
            value={clientSeed}
            maxLength={64}
            onChange={(e) => setClientSeed(e.target.value)}
            data-testid="bgs-fair-client-seed"
            aria-invalid={!seedOk}
          />
        </dd>
        <dt>{t('bgs_fair_nonce')}</dt>
        <dd className="bgs-mono" data-testid="bgs-fair-nonce">
          {fairness.nonce}
        </dd>
      </dl>
      <Button
        variant="secondary"
        onClick={() => rotate.mutate()}
        disabled={!seedOk || rotate.isPending}
        data-testid="bgs-fair-rotate"
      >
        {rotate.isPending ? t('bgs_fair_rotating') : t('bgs_fair_rotate')}
      </Button>
      {rotate.isError ? (
        <p className="bgs-error" role="alert">
          {rotate.error.message}
        </p>
      ) : null}
      {revealed ? (
        <div className="bgs-revealed" data-testid="bgs-fair-revealed">
          <strong>{t('bgs_fair_revealed')}</strong>
          <code className="bgs-mono" data-testid="bgs-fair-revealed-seed">
            {revealed.serverSeed}
          </code>
          <span className="bgs-muted">
            {t('bgs_fair_revealed_rounds', { count: revealed.rounds, clientSeed: revealed.clientSeed })}
          </span>
          <span
            className={revealed.matches ? 'bgs-ok' : 'bgs-error'}
            data-testid="bgs-fair-check"
            data-matches={revealed.matches}
          >
            {revealed.matches ? `✓ ${t('bgs_fair_verified')}` : `✗ ${t('bgs_fair_mismatch')}`}
          </span>
        </div>
      ) : null}
    </section>
  );
}
