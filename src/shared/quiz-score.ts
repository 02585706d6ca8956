import { QUIZ_QUESTIONS_PER_ATTEMPT } from "./constants";

/** An attempt's score in percent, and whether it reaches the club's pass mark. */
export function quizScore(correct: number, asked: number, passPercent: number) {
  const score = Math.round((100 * correct) / asked);
  return { score, passed: score >= passPercent };
}

/** How many of an attempt's questions must be right to pass at `passPercent`. */
export function rightAnswersToPass(passPercent: number, asked = QUIZ_QUESTIONS_PER_ATTEMPT) {
  for (let right = 0; right <= asked; right++)
    if (quizScore(right, asked, passPercent).passed) return right;
  return asked;
}
