import { useCallback, useEffect, useRef, useState } from 'react';
import type { Answer, OpenAttempt } from '../../../../contract/quizzes';
import { ApiError } from '../../../lib/http';
import { safeStorage } from '../../../lib/safe-storage';
import { saveAnswers } from '../api/save-answers';

/**
 * The answers of an open attempt, kept so that a lost connection, a reload or a closed lid loses nothing:
 * every answer goes to the browser's storage at once, then to the server. Saves run one at a time with the
 * whole set (the server keeps the latest answer per question); while offline they wait, and they are sent as
 * soon as the connection is back.
 */

export type AnswerValue = number | boolean;
export type SyncState = 'saved' | 'saving' | 'unsent' | 'closed';

interface Stored {
  answers: Record<string, AnswerValue>;
  /** True while some answer has not reached the server yet. */
  unsent: boolean;
}

export const attemptStorageKey = (attemptId: number) => `quizAttempt:${attemptId}`;

export function readStored(attemptId: number): Stored | null {
  const raw = safeStorage.get(attemptStorageKey(attemptId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Stored;
    return parsed && typeof parsed.answers === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** The server's answers, with the ones this browser kept but could not send yet laid over them. */
export function initialAnswers(attempt: OpenAttempt, stored: Stored | null): Map<number, AnswerValue> {
  const answers = new Map(attempt.answers.map((a) => [a.questionId, a.answer]));
  if (stored?.unsent)
    for (const [id, value] of Object.entries(stored.answers)) answers.set(Number(id), value);
  return answers;
}

export const toAnswerList = (answers: Map<number, AnswerValue>): Answer[] =>
  [...answers].map(([questionId, answer]) => ({ questionId, answer }));

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export function useAttemptAnswers(attempt: OpenAttempt) {
  const [answers, setAnswers] = useState(() => initialAnswers(attempt, readStored(attempt.id)));
  const [online, setOnline] = useState(isOnline);
  const [sync, setSync] = useState<SyncState>(() => (readStored(attempt.id)?.unsent ? 'unsent' : 'saved'));
  const latest = useRef(answers);
  const version = useRef(0);
  const inFlight = useRef(false);

  const store = useCallback(
    (next: Map<number, AnswerValue>, unsent: boolean) =>
      safeStorage.set(
        attemptStorageKey(attempt.id),
        JSON.stringify({ answers: Object.fromEntries(next), unsent } satisfies Stored),
      ),
    [attempt.id],
  );

  const flush = useCallback(async () => {
    if (inFlight.current || !isOnline()) return;
    inFlight.current = true;
    try {
      // Whatever changes while a save is on its way is sent by the next round of this loop.
      for (;;) {
        const sent = version.current;
        setSync('saving');
        try {
          await saveAnswers(attempt.id, toAnswerList(latest.current));
        } catch (error) {
          // The server said no for good (time up, already submitted): nothing more will be accepted.
          setSync(error instanceof ApiError && error.status === 409 ? 'closed' : 'unsent');
          return;
        }
        if (sent === version.current) {
          store(latest.current, false);
          setSync('saved');
          return;
        }
      }
    } finally {
      inFlight.current = false;
    }
  }, [attempt.id, store]);

  const setAnswer = useCallback(
    (questionId: number, value: AnswerValue) => {
      const next = new Map(latest.current).set(questionId, value);
      latest.current = next;
      version.current += 1;
      setAnswers(next);
      store(next, true);
      setSync('unsent');
      void flush();
    },
    [flush, store],
  );

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    // Answers kept from an earlier visit go out now.
    if (readStored(attempt.id)?.unsent) void flush();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [attempt.id, flush]);

  /** After the submit was accepted, nothing is left to keep. */
  const forget = useCallback(() => safeStorage.remove(attemptStorageKey(attempt.id)), [attempt.id]);

  return { answers, setAnswer, online, sync, forget, all: () => toAnswerList(latest.current) };
}
