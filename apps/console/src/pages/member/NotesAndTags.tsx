import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  API,
  MAX_MEMBER_TAGS,
  MEMBER_TAG,
  opsMemberNote,
  opsMemberNotes,
  opsMemberTags,
  type OpsMemberDetail,
} from '@playhouse/contract';
import { opsCall } from '../../lib/api';
import { formatStamp } from '../../lib/format';

/** The member's tags (a whole set, edited as words) and its notes (added, never edited), newest first. */
export function NotesAndTags({ merchant, member, canWrite }: { merchant: string; member: OpsMemberDetail; canWrite: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const params = { id: member.id };
  const [text, setText] = useState('');
  const [tags, setTags] = useState(member.tags.join(' '));
  const notesKey = ['ops', merchant, 'member', member.id, 'notes'];
  const notes = useQuery({
    queryKey: notesKey,
    queryFn: async () => opsMemberNotes.parse(await opsCall(API.operator.memberNotes, { merchant, params })),
  });
  const add = useMutation({
    mutationFn: async () =>
      opsMemberNote.parse(await opsCall(API.operator.memberNotes, { merchant, params, body: { text: text.trim() } })),
    onSuccess: () => {
      setText('');
      void client.invalidateQueries({ queryKey: notesKey });
    },
    onError: (e: Error) => toast.error(e.message),
  });
  const words = tags.split(/[\s,]+/).filter(Boolean);
  const tagsValid = words.length <= MAX_MEMBER_TAGS && words.every((w) => MEMBER_TAG.test(w.toLowerCase()));
  const saveTags = useMutation({
    mutationFn: async () =>
      opsMemberTags.parse(await opsCall(API.operator.memberTags, { merchant, params, method: 'PUT', body: { tags: words } })),
    onSuccess: (saved) => {
      setTags(saved.tags.join(' '));
      void client.invalidateQueries({ queryKey: ['ops', merchant, 'member', member.id] });
      toast.success(t('member_tags_saved'));
    },
    onError: (e: Error) => toast.error(e.message),
  });
  return (
    <section>
      <h2>{t('member_tags')}</h2>
      {canWrite ? (
        <form
          className="actions"
          onSubmit={(e) => {
            e.preventDefault();
            saveTags.mutate();
          }}
        >
          <label className="field">
            <span>{t('member_tags_hint', { max: MAX_MEMBER_TAGS })}</span>
            <input value={tags} onChange={(e) => setTags(e.target.value)} data-testid="member-tags-input" />
          </label>
          <button type="submit" disabled={!tagsValid || saveTags.isPending} data-testid="member-tags-save">
            {t('member_tags_save')}
          </button>
        </form>
      ) : (
        <p>{member.tags.join(', ') || '—'}</p>
      )}
      <h2>{t('member_notes')}</h2>
      {canWrite && (
        <form
          className="actions"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <label className="field">
            <span>{t('member_note_new')}</span>
            <textarea value={text} maxLength={1000} onChange={(e) => setText(e.target.value)} data-testid="member-note-text" />
          </label>
          <button type="submit" disabled={!text.trim() || add.isPending} data-testid="member-note-add">
            {t('member_note_add')}
          </button>
        </form>
      )}
      <ul className="notes" data-testid="member-notes">
        {notes.data?.length === 0 && <li className="hint">{t('member_notes_none')}</li>}
        {notes.data?.map((n) => (
          <li key={n.id}>
            <p>{n.text}</p>
            <small>{t('member_note_by', { author: n.author, at: formatStamp(n.at) })}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
