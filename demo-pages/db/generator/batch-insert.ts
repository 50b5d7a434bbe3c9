/**
 * Multi-row INSERT through prepared statements. Each statement call crosses from JavaScript into the native
 * driver, and at 100,000 products (about a million rows) that crossing, not SQLite, is the cost: sending 100 rows
 * per call makes bulk seeding several times faster than one row per call.
 */
import type Database from 'libsql';

type Db = Database.Database;

/** SQLite 3.32+ accepts 32,766 parameters per statement; stay well below with wide rows. */
const MAX_PARAMETERS = 8000;
const MAX_ROWS = 200;

export class BatchInsert {
  private readonly rowsPerBatch: number;
  private readonly statements = new Map<number, Database.Statement>();
  private pending: unknown[] = [];
  private pendingRows = 0;
  private written = 0;

  /**
   * @param table - table name, with an optional column list: 'product_search(rowid, title)'.
   * @param columnCount - values per row.
   */
  constructor(
    private readonly db: Db,
    private readonly table: string,
    private readonly columnCount: number,
  ) {
    this.rowsPerBatch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columnCount)));
  }

  add(row: readonly unknown[]): void {
    if (row.length !== this.columnCount) {
      throw new Error(`${this.table}: expected ${this.columnCount} values, got ${row.length}`);
    }
    for (const value of row) this.pending.push(value);
    this.pendingRows += 1;
    if (this.pendingRows === this.rowsPerBatch) this.flush();
  }

  /** Writes what is pending; call once after the last add. Returns the number of rows written in all. */
  flush(): number {
    if (this.pendingRows > 0) {
      this.statementFor(this.pendingRows).run(...this.pending);
      this.written += this.pendingRows;
      this.pending = [];
      this.pendingRows = 0;
    }
    return this.written;
  }

  private statementFor(rows: number): Database.Statement {
    let statement = this.statements.get(rows);
    if (!statement) {
      const tuple = `(${new Array(this.columnCount).fill('?').join(',')})`;
      statement = this.db.prepare(`INSERT INTO ${this.table} VALUES ${new Array(rows).fill(tuple).join(',')}`);
      this.statements.set(rows, statement);
    }
    return statement;
  }
}
