import { simulatedPaymentSchema, SIMULATED_TEST_INPUTS, type SimulatedPaymentInput } from '@hillnest/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { declineDescription } from './api';

type Method = SimulatedPaymentInput['method'];

export interface SimulatedPaymentFormProps {
  /** The order's id, or the payment link's on a link's test page. */
  orderId: string;
  /** Sends one attempt; throws the server's refusal (a 402 decline is shown and can be retried). */
  pay(input: SimulatedPaymentInput): Promise<void>;
  onFailed?(description: string): void;
  /** Shows a Cancel button when given. */
  onDismiss?(): void;
  /** Reports whether an attempt is under way (the dialog cannot be closed meanwhile). */
  onPayingChange?(paying: boolean): void;
}

/**
 * The simulated provider's payment form (UPI or a card), shared by the checkout dialog and a payment
 * link's test page. Documented test inputs decide the outcome; a declined attempt can be retried.
 */
export function SimulatedPaymentForm({ orderId, pay: send, onFailed, onDismiss, onPayingChange }: SimulatedPaymentFormProps) {
  const [method, setMethod] = useState<Method>('upi');
  const [fields, setFields] = useState({ upiId: '', cardNumber: '', cardExpiry: '', cardCvv: '' });
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [paying, setPayingState] = useState(false);
  const setPaying = (value: boolean) => {
    setPayingState(value);
    onPayingChange?.(value);
  };

  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const fieldError = (name: string) => (problem?.field === name ? problem.message : undefined);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const input =
      method === 'upi'
        ? { orderId, method, upiId: fields.upiId }
        : { orderId, method, cardNumber: fields.cardNumber, cardExpiry: fields.cardExpiry, cardCvv: fields.cardCvv };
    const parsed = simulatedPaymentSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setProblem({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Check the payment details' });
      return;
    }
    setProblem(null);
    setPaying(true);
    try {
      await send(parsed.data);
    } catch (error) {
      const declined = declineDescription(error);
      setProblem({ message: declined ?? errorMessage(error, 'The payment could not be completed') });
      if (declined) onFailed?.(declined);
    } finally {
      setPaying(false);
    }
  }

  return (
    <form noValidate className="mt-5 space-y-4" onSubmit={pay}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Pay with</legend>
        <div className="mt-2 flex gap-3">
          {(['upi', 'card'] as const).map((value) => (
            <label
              key={value}
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium ${
                method === value ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800'
              }`}
            >
              <input
                type="radio"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => {
                  setMethod(value);
                  setProblem(null);
                }}
                className="accent-brand-700"
              />
              {value === 'upi' ? 'UPI' : 'Card'}
            </label>
          ))}
        </div>
      </fieldset>

      {method === 'upi' ? (
        <div>
          <TextField
            label="UPI ID"
            autoComplete="off"
            placeholder={SIMULATED_TEST_INPUTS.upiSuccess}
            value={fields.upiId}
            onChange={set('upiId')}
            error={fieldError('upiId')}
          />
          <p className="mt-1 text-xs text-slate-600">
            Test mode: {SIMULATED_TEST_INPUTS.upiSuccess} pays, {SIMULATED_TEST_INPUTS.upiFailure} is declined.
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="off"
            placeholder={SIMULATED_TEST_INPUTS.cardSuccess}
            value={fields.cardNumber}
            onChange={set('cardNumber')}
            error={fieldError('cardNumber')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Expiry (MM/YY)"
              autoComplete="off"
              placeholder="12/30"
              value={fields.cardExpiry}
              onChange={set('cardExpiry')}
              error={fieldError('cardExpiry')}
            />
            <TextField
              label="CVV"
              inputMode="numeric"
              autoComplete="off"
              placeholder="123"
              value={fields.cardCvv}
              onChange={set('cardCvv')}
              error={fieldError('cardCvv')}
            />
          </div>
          <p className="text-xs text-slate-600">
            Test mode: {SIMULATED_TEST_INPUTS.cardSuccess} pays, {SIMULATED_TEST_INPUTS.cardFailure} is declined; any future expiry and CVV.
            VISA, MasterCard and Maestro are accepted.
          </p>
        </div>
      )}

      {problem && !problem.field && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem.message}
        </p>
      )}

      <div className="flex justify-end gap-3 pt-2">
        {onDismiss && (
          <Button variant="secondary" onClick={onDismiss} disabled={paying}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={paying}>
          Pay
        </Button>
      </div>
    </form>
  );
}
