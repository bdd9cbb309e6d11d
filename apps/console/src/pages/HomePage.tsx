import { useState } from 'react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../lib/session';

/** Where the console starts: sign-in, a merchant operator's own merchant, or a platform operator's choice of one. */
export function HomePage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  if (me.isPending) return <p className="loading">{t('loading')}</p>;
  if (!me.data) return <Navigate to="/sign-in" />;
  if (me.data.merchant) return <Navigate to="/$merchant" params={{ merchant: me.data.merchant }} />;
  return (
    <main className="sign-in">
      <form
        className="card"
        onSubmit={(e) => {
          e.preventDefault();
          const merchant = code.trim().toLowerCase();
          if (merchant) void navigate({ to: '/$merchant', params: { merchant } });
        }}
      >
        <h1>{t('pick_merchant_title')}</h1>
        <p className="hint">{t('pick_merchant_hint')}</p>
        <label className="field">
          <span>{t('pick_merchant_code')}</span>
          <input value={code} onChange={(e) => setCode(e.target.value)} autoFocus data-testid="merchant-code" />
        </label>
        <button type="submit" className="primary">
          {t('pick_merchant_open')}
        </button>
      </form>
    </main>
  );
}
