import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatResult, verifyProof, type Verification } from '@playhouse/contract/lottery';
import { ErrorRetry } from '../../components/ui/ErrorRetry';
import { Loader } from '../../components/ui/Loader';
import { useProof } from './lottery-api';

/**
 * The verifier: fetches a drawn draw's proof and recomputes it here, SHA-256(seed) against the
 * commitment published before sales and the result from seed + beacon, so the player need not
 * trust the server's word. A local (demo) beacon is said plainly: anyone could recompute it, but
 * nobody outside can check its randomness was not chosen.
 */
export function VerifierPanel({ gameCode, drawNo }: { gameCode: string; drawNo: string }) {
  const { t } = useTranslation();
  const proof = useProof(gameCode, drawNo);
  const [check, setCheck] = useState<Verification | 'error' | null>(null);
  useEffect(() => {
    setCheck(null);
    if (!proof.data) return;
    let live = true;
    verifyProof(proof.data).then(
      (v) => live && setCheck(v),
      () => live && setCheck('error'),
    );
    return () => {
      live = false;
    };
  }, [proof.data]);

  if (proof.isError)
    return <ErrorRetry message={proof.error.message} onRetry={() => void proof.refetch()} testId="lottery-proof-error" />;
  if (!proof.data || !check) return <Loader />;
  const p = proof.data;
  const ok = check !== 'error' && check.ok;
  return (
    <section
      className="lottery-verifier"
      data-testid="lottery-verifier"
      aria-label={t('lottery_verifier_title', { numero: drawNo })}
    >
      <h3>{t('lottery_verifier_title', { numero: drawNo })}</h3>
      <p
        className={ok ? 'lottery-verdict is-ok' : 'lottery-verdict is-bad'}
        role="status"
        data-testid="lottery-verdict"
        data-verdict={ok ? 'verified' : 'mismatch'}
      >
        {ok ? t('lottery_verified') : t('lottery_mismatch')}
      </p>
      {!p.beaconVerifiable ? (
        <p className="lottery-beacon-warning" role="note" data-testid="lottery-beacon-local">
          {t('lottery_beacon_local')}
        </p>
      ) : null}
      <dl className="lottery-proof">
        <dt>{t('lottery_proof_commit')}</dt>
        <dd className="lottery-hex">{p.commit}</dd>
        <dt>{t('lottery_proof_seed')}</dt>
        <dd className="lottery-hex">{p.seed}</dd>
        <dt>{t('lottery_proof_beacon')}</dt>
        <dd data-testid="lottery-beacon-source">
          {t('lottery_proof_beacon_value', { source: p.beaconSource, round: p.beaconRound })}
        </dd>
        <dt>{t('lottery_proof_randomness')}</dt>
        <dd className="lottery-hex">{p.beaconRandomness}</dd>
        <dt>{t('lottery_proof_result')}</dt>
        <dd>{formatResult(p.family, p.result)}</dd>
        <dt>{t('lottery_proof_recomputed')}</dt>
        <dd data-testid="lottery-recomputed">
          {check !== 'error' && check.recomputed ? formatResult(p.family, check.recomputed) : '—'}
        </dd>
        <dt>{t('lottery_proof_commit_check')}</dt>
        <dd>{check !== 'error' && check.commitOk ? t('lottery_check_ok') : t('lottery_check_bad')}</dd>
        <dt>{t('lottery_proof_derivation')}</dt>
        <dd className="lottery-derivation">{p.derivation}</dd>
      </dl>
    </section>
  );
}
