/** What the client needs to know about one operation, generated from the contract's extensions. */
export interface OperationMeta {
  /** The operation's id in the contract. */
  readonly operationId: string;
  /**
   * How success is decided (`x-damtherm-success`): `http` HTTP 200; `code200` also body code 200;
   * `code200msg` also body msg 成功.
   */
  readonly success: 'http' | 'code200' | 'code200msg';
  /** Request body encoding: JSON, form (`application/x-www-form-urlencoded`) or multipart. */
  readonly body?: 'json' | 'form' | 'multipart';
  /** Fields (body or query) whose value is a password, hashed before sending (`x-damtherm-hashed`). */
  readonly hashed?: readonly string[];
  /** The real URL of a virtual `/myapi.php/NAME` path. */
  readonly legacyUrl?: string;
  /** What the project defined where the seeds show nothing (`x-damtherm-defined-part`). */
  readonly defined?: string;
}
