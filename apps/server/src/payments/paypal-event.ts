// Reading a PayPal webhook event (the live adapter and the sandbox share the shape):
// `{id, event_type, resource}`; a capture event names its order in
// resource.supplementary_data.related_ids.order_id, an order event is the order itself.
import {
  objectField,
  stringAt,
  WebhookVerificationError,
  type CheckoutWebhookEvent,
} from './checkout-provider';

export function parsePayPalEvent(rawBody: string): CheckoutWebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookVerificationError('body is not JSON');
  }
  const id = stringAt(body, 'id');
  const type = stringAt(body, 'event_type');
  if (!id || !type) throw new WebhookVerificationError('event without id or event_type');
  const resource = objectField(body, 'resource');
  const isCapture = type.startsWith('PAYMENT.CAPTURE.');
  const relatedOrder = stringAt(
    objectField(objectField(resource, 'supplementary_data'), 'related_ids'),
    'order_id',
  );
  return {
    id,
    type,
    orderId: isCapture ? relatedOrder : stringAt(resource, 'id'),
    captureId: isCapture ? stringAt(resource, 'id') : null,
    payload: body,
  };
}
