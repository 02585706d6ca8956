import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { photoShown, photoVerified } from "../photos";

type Ref = string | AnyColumn | SQL;

/**
 * A verified member: their main photo (the first shown one) carries the "verified" mark. What
 * "Only verified members" and the "Verified only" filter admit.
 */
export function memberVerified(memberId: Ref): SQL {
  return sql`exists (select 1 from (select vp.id from photos vp
     where vp.owner_id = ${memberId} and ${photoShown("vp")}
     order by vp.position limit 1) main
     where ${photoVerified("main")})`;
}
