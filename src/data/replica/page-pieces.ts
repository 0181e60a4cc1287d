// A large pull page handed to RxDB in pieces. RxDB writes what one pull call
// returns in one bulk write, and IndexedDB clones every document of it in the
// same main-thread task: 500 orders took 100 to 140 ms, a task the user feels
// while the window streams in. Fewer, larger queries still fetch the window
// (each is a scan on the emulator); only the writes are cut smaller.
//
// A piece ends at its last document, so its checkpoint is an ordinary one:
// if the rest is lost (the pull restarted, a live answer moved the checkpoint
// meanwhile), the next call just queries again from there.
import { compareCheckpoints, type PullCheckpoint, type StampedDoc } from './checkpoint';

export interface Piece<T> {
  documents: StampedDoc<T>[];
  checkpoint: PullCheckpoint | undefined;
}

const checkpointOf = (doc: StampedDoc<unknown>): PullCheckpoint => ({ seconds: doc.stamp.seconds, nanoseconds: doc.stamp.nanoseconds, id: doc.id });

const sameCheckpoint = (a: PullCheckpoint | undefined, b: PullCheckpoint | undefined) =>
  a !== undefined && b !== undefined && compareCheckpoints(a, b) === 0;

/** Documents in pull order (stamp, then id) with no repeats: only then does a piece's last document mark where the next begins. */
function inPullOrder(documents: readonly StampedDoc<unknown>[]): boolean {
  for (let i = 1; i < documents.length; i++) {
    if (compareCheckpoints(checkpointOf(documents[i - 1]!), checkpointOf(documents[i]!)) >= 0) return false;
  }
  return true;
}

export class PagePieces<T> {
  private rest: { after: PullCheckpoint; pieces: Piece<T>[] } | undefined;

  /**
   * `size`: the most documents a piece holds. Pieces are cut evenly, so a page
   * of at least size/2 documents gives pieces of at least size/2: with size at
   * most twice RxDB's batch size, no piece of a full page looks to RxDB like
   * the end of the pull.
   */
  constructor(private readonly size: number) {}

  /** Pieces of the last page read are still to be handed out. */
  get pending(): boolean {
    return this.rest !== undefined;
  }

  /** The next piece of the page being handed out, if the replica's checkpoint is where the last one ended. */
  next(stored: PullCheckpoint | undefined): Piece<T> | undefined {
    const rest = this.rest;
    this.rest = undefined;
    if (!rest || !sameCheckpoint(rest.after, stored)) return undefined;
    const [piece, ...later] = rest.pieces;
    if (!piece) return undefined;
    const last = piece.documents[piece.documents.length - 1];
    if (later.length > 0 && last) this.rest = { after: checkpointOf(last), pieces: later };
    return piece;
  }

  /**
   * The first piece of a page just read; the others wait for next(). A page
   * that is small, or not in pull order (the late re-read adds older
   * documents at its end), is handed out whole.
   */
  first(page: Piece<T>): Piece<T> {
    this.rest = undefined;
    const { documents } = page;
    if (documents.length <= this.size || !inPullOrder(documents)) return page;
    const count = Math.ceil(documents.length / this.size);
    const pieces: Piece<T>[] = [];
    for (let i = 0; i < count; i++) {
      const part = documents.slice(Math.round((i * documents.length) / count), Math.round(((i + 1) * documents.length) / count));
      pieces.push({ documents: part, checkpoint: i === count - 1 ? page.checkpoint : checkpointOf(part[part.length - 1]!) });
    }
    const [head, ...later] = pieces;
    this.rest = { after: head!.checkpoint!, pieces: later };
    return head!;
  }
}
