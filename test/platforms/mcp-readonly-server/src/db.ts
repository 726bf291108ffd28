export const db = {
  async list(limit: number) {
    return query("select * from notes limit $1", [limit]);
  },
  async remove(id: string) {
    return query("delete from notes where id = $1", [id]);
  },
};
declare function query(sql: string, params: unknown[]): Promise<unknown>;
