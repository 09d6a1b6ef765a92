import type { Interview } from '@mockingbird/contracts';
import { conversation } from '@mockingbird/interview/fixtures';

/** A call in which the interviewer asks each question and the candidate gives a full, on-topic answer. */
export function goodCall(interview: Interview) {
  return conversation(
    [
      ['assistant', 'Hello, thanks for joining. Shall we begin?'],
      ['user', 'Yes, I am ready.'],
      ...interview.questions.flatMap((question, index) => {
        const concepts = interview.questionDetails[index]!.keyConcepts;
        const answer =
          `At my last job we faced exactly this, so I will explain how I approached it. ` +
          concepts.map((c) => `One important part is ${c.terms[0]}, because it matters for the outcome.`).join(' ') +
          ' First I measured the problem, then I compared the trade-offs with my team, and finally I verified the result. ' +
          'As a result we reduced the errors by forty percent and I learned to communicate earlier.';
        return [
          ['assistant', question],
          ['user', answer],
        ] as const;
      }),
      ['assistant', 'Thank you, that concludes the interview.'],
    ],
    { wpm: 145 },
  );
}
