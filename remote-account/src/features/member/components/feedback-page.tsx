// Feedback (/m/feedback): a category and the content, with a live word count against the configured bounds
// (spec account §5); submit is enabled only inside the bounds; success thanks the member and clears the form.
import { useState } from 'react';
import { Button, notifyError, showToast, Skeleton } from 'shared';
import { useFeedbackConfig, useSendFeedback } from '../hooks/use-feedback';
import { countWords, withinWordBounds } from '../lib/words';
import { SelectField, TextAreaField } from './form-fields';
import { PageFrame } from './page-frame';
import { useMemberTranslation } from '../texts';

export function FeedbackPage() {
  const { t } = useMemberTranslation();
  const config = useFeedbackConfig();
  const send = useSendFeedback();
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const bounds = config.data;
  const words = countWords(content);
  const chosen = category || bounds?.categories[0] || '';
  const valid = bounds !== undefined && chosen !== '' && withinWordBounds(words, bounds);

  const submit = () => {
    if (!valid) return;
    send.mutate(
      { category: chosen, content: content.trim() },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('memberArea.feedback.sent') });
          setContent('');
          setCategory('');
        },
        onError: notifyError,
      },
    );
  };

  return (
    <PageFrame title={t('routes.feedback', { ns: 'shared' })}>
      {!bounds ? (
        <Skeleton rows={4} />
      ) : (
        <form
          className="acc-form acc-member-panel"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SelectField
            label={t('memberArea.feedback.category')}
            value={chosen}
            onChange={(event) => setCategory(event.target.value)}
            options={bounds.categories.map((value) => ({
              value,
              label: t(`memberArea.feedback.categories.${value}`, { defaultValue: value }),
            }))}
          />
          <TextAreaField
            label={t('memberArea.feedback.content')}
            rows={6}
            placeholder={t('memberArea.feedback.placeholder', { min: bounds.minWords, max: bounds.maxWords })}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            hint={
              <span
                data-testid="feedback-word-count"
                className={withinWordBounds(words, bounds) ? undefined : 'acc-member-form__hint--warn'}
              >
                {t('memberArea.feedback.wordCount', { words, min: bounds.minWords, max: bounds.maxWords })}
              </span>
            }
          />
          <Button type="submit" block disabled={!valid} loading={send.isPending}>
            {t('memberArea.feedback.submit')}
          </Button>
        </form>
      )}
    </PageFrame>
  );
}
