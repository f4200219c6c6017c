/**
 * A second api instance's dispatcher in a process of its own, for the test that kills an instance in the
 * middle of dispatching (notifications-instances.test.ts): `node event-dispatch-worker.ts <postgres url>
 * <redis url> <batch size>` dispatches with the real consumers until it is killed.
 */
import { createOrm } from '../db/create-orm.ts';
import { ENTITIES } from '../entities.ts';
import { createRedisClient } from '../infra/redis.ts';
import { createEventDispatcher } from '../modules/events/event-dispatcher.ts';
import { createDevelopmentMailbox } from '../modules/mail/development-mailbox.ts';
import { createMailService } from '../modules/mail/mail.service.ts';
import {
  createNotificationMailConsumer,
  createNotificationRecordsConsumer,
} from '../modules/notifications/notification-consumers.ts';
import { createRedisNotificationPush } from '../modules/notifications/notification-push.ts';

const [url, redisUrl, batchSize] = process.argv.slice(2);
if (url === undefined || redisUrl === undefined || batchSize === undefined) {
  throw new Error('usage: event-dispatch-worker.ts <postgres url> <redis url> <batch size>');
}
const orm = await createOrm({ driver: 'postgresql', url }, ENTITIES);
const mail = createMailService({
  orm,
  mailer: createDevelopmentMailbox(),
  publicAppUrl: 'http://localhost:3000',
  productName: 'PropDesk',
});
const dispatcher = createEventDispatcher({
  orm,
  batchSize: Number(batchSize),
  consumers: [
    createNotificationRecordsConsumer(createRedisNotificationPush(createRedisClient(redisUrl))),
    createNotificationMailConsumer(mail),
  ],
});
process.stdout.write('ready\n');
for (;;) {
  if ((await dispatcher.dispatchBatch()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}
