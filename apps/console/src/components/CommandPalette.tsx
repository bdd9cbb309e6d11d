import { useEffect, useState } from 'react';
import { Command } from 'cmdk';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@playhouse/contract';
import { setConsoleLanguage } from '../lib/i18n';
import { can, useMe } from '../lib/session';

/** Ctrl+K (or ⌘K): every page and action by name, from the keyboard. */
export function CommandPalette({ merchant, onSignOut }: { merchant: string; onSignOut: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe().data;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="dialog palette" aria-describedby={undefined}>
          <Dialog.Title className="sr-only">{t('palette_placeholder')}</Dialog.Title>
          <Command label={t('palette_placeholder')}>
            <Command.Input placeholder={t('palette_placeholder')} data-testid="palette-input" />
            <Command.List>
              <Command.Empty>{t('palette_empty')}</Command.Empty>
              <Command.Item onSelect={run(() => void navigate({ to: '/$merchant', params: { merchant } }))}>
                {t('nav_home')}
              </Command.Item>
              <Command.Item onSelect={run(() => void navigate({ to: '/$merchant', params: { merchant } }))}>
                {t('nav_home')}
              </Command.Item>
              <Command.Item onSelect={run(() => void navigate({ to: '/$merchant/members', params: { merchant } }))}>
                {t('nav_members')}
              </Command.Item>
              {can(me, 'adjustments.request') && (
                <Command.Item
                  onSelect={run(
                    () => void navigate({ to: '/$merchant/adjustments', params: { merchant }, search: { status: 'pending' } }),
                  )}
                >
                  {t('nav_adjustments')}
                </Command.Item>
              )}
              {can(me, 'withdrawals.read') && (
                <Command.Item
                  onSelect={run(
                    () => void navigate({ to: '/$merchant/withdrawals', params: { merchant }, search: { view: 'open' } }),
                  )}
                >
                  {t('nav_withdrawals')}
                </Command.Item>
              )}
              {can(me, 'deposits.read') && (
                <Command.Item
                  onSelect={run(
                    () => void navigate({ to: '/$merchant/deposits', params: { merchant }, search: { status: 'pending' } }),
                  )}
                >
                  {t('nav_deposits')}
                </Command.Item>
              )}
              {can(me, 'bets.read') && (
                <Command.Item onSelect={run(() => void navigate({ to: '/$merchant/bets', params: { merchant } }))}>
                  {t('nav_bets')}
                </Command.Item>
              )}
              {can(me, 'channels.manage') && (
                <Command.Item onSelect={run(() => void navigate({ to: '/$merchant/channels', params: { merchant } }))}>
                  {t('nav_channels')}
                </Command.Item>
              )}
              {can(me, 'audit.read') && (
                <Command.Item onSelect={run(() => void navigate({ to: '/$merchant/audit', params: { merchant } }))}>
                  {t('nav_audit')}
                </Command.Item>
              )}
              {can(me, 'operators.read') && (
                <Command.Item onSelect={run(() => void navigate({ to: '/$merchant/staff', params: { merchant } }))}>
                  {t('nav_staff')}
                </Command.Item>
              )}
              {LANGUAGES.map((l) => (
                <Command.Item key={l} onSelect={run(() => setConsoleLanguage(l))}>
                  {t('language')}: {l}
                </Command.Item>
              ))}
              <Command.Item onSelect={run(onSignOut)}>{t('nav_sign_out')}</Command.Item>
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
