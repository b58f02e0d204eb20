/**
 * Work an answer does not wait for (the mails that follow a committed change), kept until it settles so the app's
 * close can wait for it: a restart then neither drops a mail half sent nor ends the database under the read of
 * the sender's name that each mail makes.
 */
export interface Background {
  /** Keeps `work`, already started, until it settles. The caller logs its failure: here it is only awaited. */
  track(work: Promise<unknown>): void;
  /** Resolves once every tracked work has settled, including work tracked while waiting. */
  settled(): Promise<void>;
}

export function createBackground(): Background {
  const running = new Set<Promise<unknown>>();
  return {
    track(work) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.then(() => running.delete(settled));
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
