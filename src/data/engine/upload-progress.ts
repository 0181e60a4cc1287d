// The percent sent of each menu import file, by its command id, as the leader
// tab's sender reports it. Kept per engine, in memory: progress is
// only worth showing while it happens, in the tab that sends.
import { BehaviorSubject, type Observable } from 'rxjs';

export class UploadProgress {
  private readonly percents = new BehaviorSubject<ReadonlyMap<string, number>>(new Map());

  report(commandId: string, percent: number): void {
    const next = new Map(this.percents.value);
    next.set(commandId, Math.max(0, Math.min(100, percent)));
    this.percents.next(next);
  }

  /** Every known percent, live. */
  all$(): Observable<ReadonlyMap<string, number>> {
    return this.percents.asObservable();
  }
}
