// Security questions: an answer to each question not answered yet; answered ones may be left as they are or
// answered again.
import type { SecurityQuestion } from 'shared';
import { useSecurityAnswersMutation, useSecurityQuestions } from '../../hooks/use-security';
import { TextField } from '../form-fields';
import { SheetForm } from '../sheet-form';
import { useMemberTranslation } from '../../texts';
import { type SheetProps, useSecuritySheet } from './sheet-common';

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
  const list = questions ?? [];
  const { form, sheet } = useSecuritySheet({
    mutation: useSecurityAnswersMutation(),
    savedKey: 'memberArea.security.answersSaved',
    onClose,
    defaultValues: Object.fromEntries(list.map((question) => [fieldOf(question), ''])),
    check: (values: Answers) =>
      Object.fromEntries(
        list
          .filter((question) => !question.answered && (values[fieldOf(question)] ?? '').trim().length < 2)
          .map((question) => [
            fieldOf(question),
            { ns: 'memberArea', key: 'memberArea.security.errors.answer' },
          ]),
      ),
    order: list.map(fieldOf),
    request: (values) => {
      const given = list
        .map((question) => ({ questionId: question.id, answer: (values[fieldOf(question)] ?? '').trim() }))
        .filter((entry) => entry.answer !== '');
      return given.length > 0 ? given : null;
    },
  });

  return (
    <SheetForm {...sheet} open={open} submitDisabled={!questions} title={t('memberArea.security.questions')}>
      {questions?.map((question) => (
        <TextField
          key={question.id}
          label={question.question}
          autoComplete="off"
          placeholder={question.answered ? t('memberArea.security.answeredPlaceholder') : undefined}
          {...form.field(fieldOf(question))}
        />
      )) ?? <p>{loadingText}</p>}
    </SheetForm>
  );
}
