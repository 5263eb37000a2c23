// Security questions: an answer to each question not answered yet; answered ones may be left as they are or
// answered again.
import { notifyError, type SecurityQuestion } from 'shared';
import { useSiteForm } from 'shared/forms';
import { useSecurityAnswersMutation, useSecurityQuestions } from '../../hooks/use-security';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import { useMemberTranslation } from '../../texts';
import { type SheetProps, useSaved } from './sheet-common';

/** Each question's answer by a field name of its own. */
type Answers = Record<string, string>;
const fieldOf = (question: SecurityQuestion) => `question${question.id}`;

export function SecurityQuestionsSheet({ open, onClose }: SheetProps) {
  const { t } = useMemberTranslation();
  const questions = useSecurityQuestions(open);
  return (
    <QuestionsForm
      key={questions.data ? 'loaded' : 'loading'}
      open={open}
      onClose={onClose}
      questions={questions.data}
      loadingText={t('memberArea.common.loading')}
    />
  );
}

function QuestionsForm({
  open,
  onClose,
  questions,
  loadingText,
}: SheetProps & { questions: readonly SecurityQuestion[] | undefined; loadingText: string }) {
  const { t } = useMemberTranslation();
  const saved = useSaved();
  const mutation = useSecurityAnswersMutation();
  const list = questions ?? [];
  const form = useSiteForm<Answers>({
    defaultValues: Object.fromEntries(list.map((question) => [fieldOf(question), ''])),
    check: (values) =>
      Object.fromEntries(
        list
          .filter((question) => !question.answered && (values[fieldOf(question)] ?? '').trim().length < 2)
          .map((question) => [
            fieldOf(question),
            { ns: 'memberArea', key: 'memberArea.security.errors.answer' },
          ]),
      ),
    order: list.map(fieldOf),
    onSubmit: (values) => {
      const given = list
        .map((question) => ({ questionId: question.id, answer: (values[fieldOf(question)] ?? '').trim() }))
        .filter((entry) => entry.answer !== '');
      if (given.length === 0) return;
      mutation.mutate(given, {
        onSuccess: () => saved('memberArea.security.answersSaved', onClose),
        onError: notifyError,
      });
    },
  });

  return (
    <SheetForm
      open={open}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={mutation.isPending}
      submitDisabled={!questions}
      title={t('memberArea.security.questions')}
    >
      {questions?.map((question) => (
        <TextField
          key={question.id}
          label={question.question}
          autoComplete="off"
          placeholder={question.answered ? t('memberArea.security.answeredPlaceholder') : undefined}
          {...form.register(fieldOf(question))}
          error={form.messageOf(fieldOf(question))}
        />
      )) ?? <p>{loadingText}</p>}
    </SheetForm>
  );
}
