import { localiseQuestion, type CourseModule, type PublicQuestion } from '../../contract';
import { SOURCE_LOCALE, type Locale } from '../../contract/locales';

type LiveCheckpoint = CourseModule['checkpoints'][number];
type BankQuestion = LiveCheckpoint['questions'][number];
/** A question as served in one language: its text, choices and answer in it, no other language's. */
type ServedQuestion = Omit<BankQuestion, 'translations'>;
const bankOf = (checkpoint: LiveCheckpoint): BankQuestion[] => checkpoint.questions;

/** What one attempt was served: its questions in their order, and each shuffled choice list. */
export interface Served {
  questionUids: string[];
  optionOrders: Record<string, string[]>;
}

/** Whether a checkpoint draws or shuffles at all; without, it serves every question in order (the spec). */
export const drawsQuestions = (checkpoint: LiveCheckpoint) =>
  checkpoint.questionsPerAttempt !== null ||
  checkpoint.drawByTag.length > 0 ||
  checkpoint.shuffleQuestions ||
  checkpoint.shuffleOptions;

/** How many questions an attempt is served: what the time limit counts. */
export function servedCount(checkpoint: LiveCheckpoint): number {
  const bank = checkpoint.questions.length;
  if (checkpoint.questionsPerAttempt !== null) return Math.min(checkpoint.questionsPerAttempt, bank);
  if (checkpoint.drawByTag.length > 0)
    return Math.min(
      bank,
      checkpoint.drawByTag.reduce((sum, draw) => sum + draw.count, 0),
    );
  return bank;
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const hasTag = (question: BankQuestion, tag: string) => question.tags.some((item) => item.toLowerCase() === tag.toLowerCase());

/**
 * Draws one attempt's questions: each tag's count from its questions, the rest of the draw from
 * any question not yet picked, questions the learner has not been served before first (chosen at
 * random among themselves), then seen ones. Choices are shuffled independently of which is right.
 */
export function drawAttempt(checkpoint: LiveCheckpoint, seen: ReadonlySet<string>, random: () => number = Math.random): Served {
  const picked: BankQuestion[] = [];
  const take = (candidates: BankQuestion[], count: number) => {
    const free = candidates.filter((question) => !picked.includes(question));
    const unseen = shuffled(
      free.filter((question) => !seen.has(question.uid)),
      random,
    );
    const again = shuffled(
      free.filter((question) => seen.has(question.uid)),
      random,
    );
    picked.push(...[...unseen, ...again].slice(0, count));
  };
  const bank = bankOf(checkpoint);
  for (const draw of checkpoint.drawByTag)
    take(
      bank.filter((question) => hasTag(question, draw.tag)),
      draw.count,
    );
  take(bank, servedCount(checkpoint) - picked.length);

  const bankOrder = (question: BankQuestion) => bank.indexOf(question);
  const ordered = checkpoint.shuffleQuestions ? shuffled(picked, random) : picked.sort((a, b) => bankOrder(a) - bankOrder(b));
  const optionOrders: Record<string, string[]> = {};
  if (checkpoint.shuffleOptions)
    for (const question of ordered)
      if (question.type === 'multiple_choice') optionOrders[question.uid] = shuffled(question.options.filter(Boolean), random);
  return { questionUids: ordered.map((question) => question.uid), optionOrders };
}

/**
 * The questions an attempt was served, in its order, with its choice order (kept as the English
 * choices: the order holds in every language), in `locale` where a question has a version in it;
 * every question when the attempt had no draw. A served question since removed from the bank is left out.
 */
export function servedQuestions(
  checkpoint: LiveCheckpoint,
  served: Served | null | undefined,
  locale: Locale = SOURCE_LOCALE,
): ServedQuestion[] {
  if (!served) return bankOf(checkpoint).map((question) => localiseQuestion(question, locale));
  const byUid = new Map(bankOf(checkpoint).map((question) => [question.uid, question]));
  return served.questionUids.flatMap((uid) => {
    const question = byUid.get(uid);
    if (!question) return [];
    return [localiseQuestion(question, locale, served.optionOrders[uid])];
  });
}

/** A served question as the learner gets it: never its answer. */
export const toPublicQuestion = ({ correctAnswer: _answer, ...question }: ServedQuestion): PublicQuestion => question;
