import { db } from '../../infra/db/database';
import { refundable } from '../payments';

export const left = refundable(db.amount, 3);
