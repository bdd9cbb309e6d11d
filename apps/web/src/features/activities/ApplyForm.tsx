import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACTIVITY_RULES } from '@playhouse/contract/engagement';
import { Button } from '../../components/ui/Button';
import { errorAria, FieldFrame } from '../../components/ui/FieldFrame';
import { applyApiError } from '../../lib/forms/api-errors';
import { msg } from '../../lib/forms/messages';
import { useMessage } from '../../lib/forms/use-message';
import { checkImageFiles, toImageUploads } from '../../lib/image-files';
import { useActivityAction } from './activities-api';

const MB = ACTIVITY_RULES.maxBytes / 1024 / 1024;
const length = (s: string) => [...s.trim()].length;

/** §5: comment up to 140 characters; up to 3 png or jpg images of 5 MB (by their bytes), checked here and on the server. */
const schema = z.object({ comment: z.string(), images: z.array(z.instanceof(File)) }).superRefine(async (v, ctx) => {
  if (length(v.comment) > ACTIVITY_RULES.commentMax)
    ctx.addIssue({ code: 'custom', path: ['comment'], message: msg('act_comment_too_long', { max: ACTIVITY_RULES.commentMax }) });
  const problem = await checkImageFiles(v.images, {
    minFiles: 0,
    maxFiles: ACTIVITY_RULES.maxImages,
    maxBytes: ACTIVITY_RULES.maxBytes,
  });
  if (problem)
    ctx.addIssue({
      code: 'custom',
      path: ['images'],
      message: msg(`act_images_${problem}`, { max: ACTIVITY_RULES.maxImages, mb: MB }),
    });
});
type Values = z.infer<typeof schema>;

/** The application of an apply-kind activity: a comment and images. */
export function ApplyForm({ activityId, onDone }: { activityId: string; onDone(): void }) {
  const { t } = useTranslation();
  const text = useMessage();
  const ids = { comment: useId(), images: useId() };
  const action = useActivityAction();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setValue, setError, watch, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { comment: '', images: [] },
  });
  const comment = watch('comment');
  const commentError = text(formState.errors.comment?.message);
  const imagesError = text(formState.errors.images?.message);

  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      await action.mutateAsync({
        id: activityId,
        action: 'apply',
        comment: v.comment.trim(),
        images: await toImageUploads(v.images),
      });
      onDone();
    } catch (err) {
      applyApiError(err, ['comment', 'images'], setError, setFormError);
    }
  });

  return (
    <form className="act-form" onSubmit={submit} noValidate data-testid="act-apply-form">
      <FieldFrame id={ids.comment} label={t('act_comment')} error={commentError}>
        <textarea
          id={ids.comment}
          rows={3}
          data-testid="act-comment"
          {...register('comment')}
          {...errorAria(ids.comment, commentError)}
        />
      </FieldFrame>
      <p
        className={length(comment) > ACTIVITY_RULES.commentMax ? 'act-counter is-over' : 'act-counter'}
        data-testid="act-comment-count"
      >
        {t('act_comment_count', { count: length(comment), max: ACTIVITY_RULES.commentMax })}
      </p>
      <FieldFrame id={ids.images} label={t('act_images', { max: ACTIVITY_RULES.maxImages, mb: MB })} error={imagesError}>
        <input
          id={ids.images}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          data-testid="act-images"
          onChange={(e) => setValue('images', [...(e.target.files ?? [])], { shouldValidate: true })}
          {...errorAria(ids.images, imagesError)}
        />
      </FieldFrame>
      {formError ? (
        <p role="alert" className="act-error" data-testid="act-apply-error">
          {text(formError)}
        </p>
      ) : null}
      <Button type="submit" disabled={action.isPending || formState.isSubmitting} data-testid="act-apply-submit">
        {t('act_apply_submit')}
      </Button>
    </form>
  );
}
