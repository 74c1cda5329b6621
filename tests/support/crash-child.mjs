// A child process that runs one multi-step flow of the real, built service code (functions/lib)
// against the test stack, and stops dead before its second step: the parent is told "paused" and
// kills it there (SIGKILL), as a crashed or scaled-down function instance would die. The pause is
// made here, by replacing the second step's module export, so the product code has no crash hook.
// Input: one JSON argument { flow: 'register' | 'close' | 'order' | 'webhook' | 'seatReturn' | 'handIn', body, uid? }.
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The built functions are CommonJS: required through one module cache, so a replaced export is
// the one the service code calls.
const require = createRequire(import.meta.url);
const lib = join(import.meta.dirname, '../../functions/lib/features');
const { flow, body, uid } = JSON.parse(process.argv[2]);

/** Replaces `name` in a built module with a step that reports the pause and never returns. */
function pauseBefore(modulePath, name) {
  const mod = require(join(lib, modulePath));
  mod[name] = () => {
    process.send({ paused: name });
    return new Promise(() => {});
  };
}

async function run() {
  if (flow === 'register') {
    pauseBefore('users/users.repository.js', 'createUserRecord');
    const { register } = require(join(lib, 'auth/auth.service.js'));
    await register(body, 'crash-harness');
  } else if (flow === 'close') {
    pauseBefore('auth/identity.repository.js', 'deleteAccount');
    const { findUser } = require(join(lib, 'users/users.repository.js'));
    const { closeAccount } = require(join(lib, 'privacy/privacy.service.js'));
    await closeAccount(await findUser(uid), body.password, 'crash-harness');
  } else if (flow === 'order') {
    // POST /api/enrollments with Razorpay: the seat is held, then Razorpay is asked for the order.
    pauseBefore('payments/razorpay-gateway.js', 'createGatewayOrder');
    const { findUser } = require(join(lib, 'users/users.repository.js'));
    const { enroll } = require(join(lib, 'payments/checkout.service.js'));
    await enroll(await findUser(uid), body, 'crash-harness');
  } else if (flow === 'webhook') {
    // The webhook: the payment is recorded (enrolling), then the invoice and receipt follow.
    pauseBefore('payments/orders.service.js', 'finishPaidOrder');
    const { handleWebhook } = require(join(lib, 'payments/webhook.service.js'));
    await handleWebhook(Buffer.from(body.rawBody), body.signature, body.eventId);
  } else if (flow === 'seatReturn') {
    // A manager returns unused seats: the return is recorded (the pool lowered), then Razorpay is asked.
    pauseBefore('payments/razorpay-gateway.js', 'refundPayment');
    const { findUser } = require(join(lib, 'users/users.repository.js'));
    const { findGroup } = require(join(lib, 'groups/groups.repository.js'));
    const { returnUnusedSeats } = require(join(lib, 'groups/seat-refunds.service.js'));
    const user = await findUser(uid);
    const actor = { uid, name: user.name, email: user.email, client: 'crash-harness' };
    await returnUnusedSeats(await findGroup(body.groupId), body.orderId, body.seats, actor, body.key);
  } else if (flow === 'handIn') {
    // An assignment handed in: its record is stored, then the lesson is completed.
    pauseBefore('learning/learning.service.js', 'completeAssignmentLesson');
    const { findUser } = require(join(lib, 'users/users.repository.js'));
    const { submitAssignment } = require(join(lib, 'assignments/assignments.service.js'));
    const form = { fields: { text: body.text }, files: {} };
    await submitAssignment(await findUser(uid), body.courseId, body.moduleId, body.lessonId, form);
  } else throw new Error(`unknown flow ${flow}`);
  process.send({ finished: true });
}

try {
  await run();
} catch (err) {
  process.send({ error: String(err?.stack ?? err) });
  process.exit(1);
}
