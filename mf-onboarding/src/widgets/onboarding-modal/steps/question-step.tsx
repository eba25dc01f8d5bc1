import { useUnit } from 'effector-react';
import { type QuestionStepId, questionNumber, SURVEY_QUESTION_COUNT } from '../../../entities/draft';
import { $questionsStatus, referenceRequested } from '../../../entities/reference';
import { $draft, $question, answerClicked } from '../../../features/onboarding-flow';
import { Choice, LoadFailed, OptionsSkeleton } from '../../../shared/ui';
import { StepFrame } from '../step-frame';
import styles from './options.module.css';

const $answers = $draft.map((draft) => draft.surveyAnswers);

/** Survey question N of 6: optional, one answer, or several on the multiple-choice one. */
export function QuestionStep({ step }: { step: QuestionStepId }) {
  const { question, status, answers, click, retry } = useUnit({
    question: $question,
    status: $questionsStatus,
    answers: $answers,
    click: answerClicked,
    retry: referenceRequested,
  });
  const eyebrow = `Вопрос ${questionNumber(step)} из ${SURVEY_QUESTION_COUNT}`;
  if (!question) {
    return (
      <StepFrame eyebrow={eyebrow} title="Пара вопросов о тебе" hint="На вопросы можно не отвечать.">
        {status === 'failed' ? (
          <LoadFailed what="вопрос" onRetry={retry} />
        ) : status === 'ready' ? (
          <p className={styles.status}>Этот вопрос пока недоступен — просто иди дальше.</p>
        ) : (
          <OptionsSkeleton count={4} />
        )}
      </StepFrame>
    );
  }
  const chosen = answers[String(question.id)] ?? [];
  return (
    <StepFrame
      eyebrow={eyebrow}
      title={question.title}
      hint={question.multiple ? 'Можно выбрать несколько ответов.' : 'Выбери один ответ или пропусти вопрос.'}
    >
      <ul className={styles.list}>
        {question.answers.map((answer) => (
          <li key={answer.id}>
            <Choice
              selected={chosen.includes(answer.id)}
              indicator={question.multiple ? 'checkbox' : 'radio'}
              onClick={() => click({ questionId: question.id, answerId: answer.id })}
            >
              {answer.text}
            </Choice>
          </li>
        ))}
      </ul>
    </StepFrame>
  );
}
