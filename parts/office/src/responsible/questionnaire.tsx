import type { LimitQuestionView } from '@parlay/contract';
import type { Translator } from '@parlay/i18n';
import { Button } from '@parlay/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styles from '../office.module.css';
import own from './responsible.module.css';

interface QuestionnaireProps {
  questions: readonly LimitQuestionView[];
  busy: boolean;
  onAnswer: (answers: { questionId: number; answerId: number }[]) => void;
  onCancel: () => void;
  i18n: Translator;
}

/**
 * The questions the server asks before it loosens a limit (the questionnaire step of `POST limits`):
 * one group of radio buttons per question, all to be answered. The step takes the focus when it
 * appears, since it replaces the form the player was in.
 */
export function Questionnaire({ questions, busy, onAnswer, onCancel, i18n }: QuestionnaireProps) {
  const { t } = i18n;
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = questions.find((question) => answers[question.id] === undefined);
    if (unanswered) {
      setMissing(true);
      document.querySelector<HTMLInputElement>(`input[name="question-${unanswered.id}"]`)?.focus();
      return;
    }
    onAnswer(
      questions.map((question) => ({ questionId: question.id, answerId: answers[question.id] as number })),
    );
  };

  return (
    <section className={own.confirmBox} aria-labelledby="questionnaire-title">
      <h2 id="questionnaire-title" ref={heading} tabIndex={-1} className={styles.subtitle}>
        {t('office_rg_questions_title')}
      </h2>
      <p>{t('office_rg_questions_lead')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {questions.map((question) => (
          <fieldset key={question.id} className={styles.fieldset}>
            <legend className={styles.legend}>{t(question.textKey)}</legend>
            <div className={styles.choices}>
              {question.answers.map((answer) => (
                <label key={answer.id} className={styles.choice}>
                  <input
                    type="radio"
                    name={`question-${question.id}`}
                    value={answer.id}
                    checked={answers[question.id] === answer.id}
                    onChange={() => setAnswers((given) => ({ ...given, [question.id]: answer.id }))}
                  />
                  <span className={styles.choiceTitle}>{t(answer.textKey)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {missing && (
          <p className={styles.formError} role="alert">
            {t('office_rg_questions_missing')}
          </p>
        )}
        <p className={styles.actions}>
          <Button type="submit" loading={busy} disabled={busy}>
            {t('office_rg_questions_submit')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
            {t('office_rg_go_back')}
          </Button>
        </p>
      </form>
    </section>
  );
}
