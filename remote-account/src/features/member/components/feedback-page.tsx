// Feedback (/m/feedback): a category and the content, with a live word count against the configured bounds
// (spec account §5); submit is enabled only inside the bounds; success thanks the member and clears the form.
import { Button, type FeedbackConfig, notifyError, showToast, Skeleton } from 'shared';
import { useSiteForm } from 'shared/forms';
import { useFeedbackConfig, useSendFeedback } from '../hooks/use-feedback';
import { countWords, withinWordBounds } from '../lib/words';
import { SelectField, TextAreaField } from './form-fields';
import { PageFrame } from './page-frame';
import { useMemberTranslation } from '../texts';

export function FeedbackPage() {
  const { t } = useMemberTranslation();
  const config = useFeedbackConfig();
  const bounds = config.data;
  return (
    <PageFrame title={t('routes.feedback', { ns: 'shared' })}>
      {!bounds ? <Skeleton rows={4} /> : <FeedbackForm bounds={bounds} />}
    </PageFrame>
  );
}

interface FeedbackValues {
  category: string;
  content: string;
}

function FeedbackForm({ bounds }: { bounds: FeedbackConfig }) {
  const { t } = useMemberTranslation();
  const send = useSendFeedback();
  const defaultValues = { category: bounds.categories[0] ?? '', content: '' };
  const form = useSiteForm<FeedbackValues>({
    defaultValues,
    rules: {
      category: (category) => category === '' && { key: 'validation.required' },
      // Inside the configured bounds, said by the live word count under the field.
      content: (content) =>
        !withinWordBounds(countWords(content), bounds) && {
          ns: 'memberArea',
          key: 'memberArea.feedback.wordCount',
          params: { words: countWords(content), min: bounds.minWords, max: bounds.maxWords },
        },
    },
    mode: 'onChange',
    onSubmit: (values) => {
      send.mutate(
        { category: values.category, content: values.content.trim() },
        {
          onSuccess: () => {
            showToast({ type: 'success', message: t('memberArea.feedback.sent') });
            form.reset(defaultValues);
          },
          onError: notifyError,
        },
      );
    },
  });
  const words = countWords(form.watch('content'));

  return (
    <form className="acc-form acc-member-panel" noValidate onSubmit={(event) => void form.submit(event)}>
      <SelectField
        label={t('memberArea.feedback.category')}
        {...form.register('category')}
        options={bounds.categories.map((value) => ({
          value,
          label: t(`memberArea.feedback.categories.${value}`, { defaultValue: value }),
        }))}
      />
      <TextAreaField
        label={t('memberArea.feedback.content')}
        rows={6}
        placeholder={t('memberArea.feedback.placeholder', { min: bounds.minWords, max: bounds.maxWords })}
        {...form.register('content')}
        hint={
          <span
            data-testid="feedback-word-count"
            // An empty field is not yet a mistake: the count turns to a warning once the member has written.
            className={
              words === 0 || withinWordBounds(words, bounds) ? undefined : 'acc-member-form__hint--warn'
            }
          >
            {t('memberArea.feedback.wordCount', { words, min: bounds.minWords, max: bounds.maxWords })}
          </span>
        }
      />
      <Button type="submit" block disabled={!form.formState.isValid} loading={send.isPending}>
        {t('memberArea.feedback.submit')}
      </Button>
    </form>
  );
}
