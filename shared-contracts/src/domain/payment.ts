// Payments through YooKassa, created and checked by the API (POST /api/payments, GET /api/payments/{id}).

export type PaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export interface PaymentMetadata {
  subscriptionId: string;
  subscriptionTitle: string;
  email: string;
}

export interface PaymentAmount {
  /** Decimal string, '577.00'. */
  value: string;
  currency: 'RUB';
}

export interface Payment {
  id: string;
  status: PaymentStatus;
  paid: boolean;
  amount: PaymentAmount;
  /** 'website;{plan id};{email}' */
  description: string;
  metadata: PaymentMetadata;
  /** Present while the payment waits for the widget. */
  confirmation: { type: 'embedded'; confirmationToken: string } | null;
  /** e.g. { party: 'payment_network', reason: 'call_issuer' } on a canceled payment. */
  cancellationDetails: { party: string; reason: string } | null;
  /** ISO 8601. */
  createdAt: string;
}

/** POST /api/payments body (amount as a string). */
export interface PaymentCreateRequest {
  amount: string;
  description: string;
  metadata: PaymentMetadata;
}
