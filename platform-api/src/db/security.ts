// The security centre's queries: the member's contact details (e-mail, payee name), the payment password's hash,
// and the security questions with the member's hashed answers.
import { allRows, getRow, run } from './database.ts';
import { translationJoin } from './content-texts.ts';
import type { Db } from './database.ts';
import type { ContentLanguage } from '../lib/language.ts';

export interface QuestionRow {
  id: number;
  question: string;
  /** 1 when the member has answered it. */
  answered: number;
  /** The question in the asked language, when it has one (translationJoin). */
  text_title: string | null;
}

/** Every security question in order, with whether the member answered it. */
export async function listSecurityQuestions(
  db: Db,
  memberId: number,
  language: ContentLanguage,
): Promise<QuestionRow[]> {
  const text = translationJoin('security_question', 'q');
  return await allRows<QuestionRow>(
    db,
    `SELECT q.id, q.question, ${text.columns},
       CASE WHEN EXISTS (SELECT 1 FROM security_answers a WHERE a.member_id = ? AND a.question_id = q.id)
         THEN 1 ELSE 0 END AS answered
     FROM security_questions q ${text.join} ORDER BY q.sequence, q.id`,
    memberId,
    language,
  );
}

/** The member's e-mail and payee name ('' when not set). */
export async function findContactDetails(
  db: Db,
  memberId: number,
): Promise<{ payee_name: string; email: string } | undefined> {
  return await getRow<{ payee_name: string; email: string }>(
    db,
    'SELECT payee_name, email FROM members WHERE id = ?',
    memberId,
  );
}

/**
 * Stores a new payment password hash if the stored one is still `expected` (null: none set); false when another
 * request changed it meanwhile.
 */
export async function replacePaymentPasswordHash(
  db: Db,
  memberId: number,
  hash: string,
  expected: string | null,
): Promise<boolean> {
  // `IS ?` matches NULL only on SQLite: an unset hash is asked for with IS NULL, a set one with =.
  const stillExpected = expected === null ? 'payment_password_hash IS NULL' : 'payment_password_hash = ?';
  return (
    (
      await run(
        db,
        `UPDATE members SET payment_password_hash = ? WHERE id = ? AND ${stillExpected}`,
        hash,
        memberId,
        ...(expected === null ? [] : [expected]),
      )
    ).changes > 0
  );
}

export async function setEmail(db: Db, memberId: number, email: string): Promise<void> {
  await run(db, 'UPDATE members SET email = ? WHERE id = ?', email, memberId);
}

/** Sets the payee name unless one is set already (it is set once). */
export async function setPayeeNameOnce(db: Db, memberId: number, payeeName: string): Promise<void> {
  await run(db, "UPDATE members SET payee_name = ? WHERE id = ? AND payee_name = ''", payeeName, memberId);
}

/** Stores (or replaces) the member's hashed answer to a question. */
export async function saveSecurityAnswer(
  db: Db,
  answer: { memberId: number; questionId: number; answerHash: string; at: number },
): Promise<void> {
  await run(
    db,
    `INSERT INTO security_answers (member_id, question_id, answer_hash, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (member_id, question_id) DO UPDATE SET answer_hash = excluded.answer_hash,
       updated_at = excluded.updated_at`,
    answer.memberId,
    answer.questionId,
    answer.answerHash,
    answer.at,
  );
}
