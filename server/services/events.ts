/**
 * In-process event bus: services publish per-user events (e.g. "your messages changed") and
 * open push streams subscribe to them. Streams register a closer so that `app.close()` can
 * end them instead of waiting for clients to hang up.
 */

/** Events delivered to a user's subscribers. */
export type UserEvent = { type: 'messages-changed' };

/** Receives a user's events. */
export type UserEventListener = (event: UserEvent) => void;

/** Per-user publish/subscribe plus the registry of open streams. */
export class EventBus {
  private readonly listeners = new Map<number, Set<UserEventListener>>();
  private readonly closers = new Set<() => void>();

  /** Subscribes to a user's events; returns the unsubscribe function. */
  subscribe(userId: number, listener: UserEventListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(userId);
    };
  }

  /** Delivers an event to every subscriber of each user; a failing listener is skipped. */
  publish(userIds: Iterable<number>, event: UserEvent): void {
    for (const userId of new Set(userIds)) {
      for (const listener of [...(this.listeners.get(userId) ?? [])]) {
        try {
          listener(event);
        } catch {
          // One broken stream must not stop the others.
        }
      }
    }
  }

  /** Number of subscribers of a user (tests and diagnostics). */
  subscriberCount(userId: number): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /** Registers something to end on {@link closeAll}; returns the unregister function. */
  track(close: () => void): () => void {
    this.closers.add(close);
    return () => {
      this.closers.delete(close);
    };
  }

  /** Ends everything tracked (streams) and drops all subscribers: called on server close. */
  closeAll(): void {
    for (const close of [...this.closers]) {
      try {
        close();
      } catch {
        // Closing continues for the rest.
      }
    }
    this.closers.clear();
    this.listeners.clear();
  }
}
