import { SETUP_STEPS, type SetupStep } from '@hillnest/domain';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { Button } from '../../components/Button';
import { Loading } from '../../components/Loading';
import { BUSINESS_FIELDS } from './BusinessSettingsPage';
import { RemoveDemoCatalogue } from './GoLivePage';
import { LogoField } from './LogoField';
import { SettingsForm } from './SettingsForm';
import { useGoLiveStatus, useSaveSetupState, useSetupState } from './goLiveApi';

const TITLES: Record<SetupStep, string> = {
  business: 'Your business',
  property: 'Your first property',
  payments: 'Payments',
  email: 'E-mail',
};

function PropertyStep() {
  const demo = useGoLiveStatus().data?.demo;
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Add the first property guests can book, or keep the demo catalogue for now: it can be removed in one step from Settings → Go live.
      </p>
      <ButtonLink to="/add-property">Add a property</ButtonLink>
      {demo && <RemoveDemoCatalogue demo={demo} />}
    </div>
  );
}

const STEPS: Record<SetupStep, { intro: string; body: ReactNode }> = {
  business: {
    intro: 'Your business as guests see it on the site and in their e-mails.',
    body: (
      <div className="space-y-6">
        <SettingsForm page="business" fields={BUSINESS_FIELDS} />
        <LogoField />
      </div>
    ),
  },
  property: { intro: 'What guests can book.', body: <PropertyStep /> },
  payments: {
    intro: 'Stay in test mode (payments are simulated, no money is taken) until you are ready, or connect Razorpay now.',
    body: <ButtonLink to="/settings/payments">Connect Razorpay</ButtonLink>,
  },
  email: {
    intro: 'Without an e-mail server, guests receive no e-mail: the messages wait in Sent e-mails, to send by hand.',
    body: <ButtonLink to="/settings/email">Set up e-mail</ButtonLink>,
  },
};

/**
 * /setup, the first-run setup (docs/product/going-live.md): business details, the first property,
 * payments and e-mail. Every step can be left as it is; the step reached is kept, so the setup resumes
 * there, and once finished it is never shown again. Until then the dashboard offers "Resume setup".
 */
export function SetupPage() {
  const { data } = useSetupState();
  const save = useSaveSetupState();
  const navigate = useNavigate();
  if (!data) return <Loading />;
  const index = SETUP_STEPS.indexOf(data.step);
  const step = STEPS[data.step];
  const last = index === SETUP_STEPS.length - 1;
  // Moving on or skipping leaves it 'started': the dashboard then offers to resume it instead of opening it.
  const go = (to: SetupStep) => save.mutate({ status: data.status === 'finished' ? 'finished' : 'started', step: to });
  const leave = (status: 'started' | 'finished') =>
    save.mutate({ status, step: data.step }, { onSuccess: () => void navigate('/admin', { replace: true }) });
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <AdminPageHeader title="Set up your site" />
      <ol aria-label="Setup steps" className="-mt-2 mb-6 flex flex-wrap gap-2 text-sm">
        {SETUP_STEPS.map((name, i) => (
          <li
            key={name}
            aria-current={i === index ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${i === index ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'}`}
          >
            {i + 1}. {TITLES[name]}
          </li>
        ))}
      </ol>
      <h2 className="text-xl font-semibold text-slate-900">
        Step {index + 1} of {SETUP_STEPS.length}: {TITLES[data.step]}
      </h2>
      <p className="mt-1 mb-4 text-slate-700">{step.intro}</p>
      {step.body}
      <div className="mt-8 flex flex-wrap items-center gap-3">
        {index > 0 && (
          <Button variant="secondary" disabled={save.isPending} onClick={() => go(SETUP_STEPS[index - 1]!)}>
            Previous
          </Button>
        )}
        {last ? (
          <Button disabled={save.isPending} onClick={() => leave('finished')}>
            Finish setup
          </Button>
        ) : (
          <Button disabled={save.isPending} onClick={() => go(SETUP_STEPS[index + 1]!)}>
            Next
          </Button>
        )}
        {data.status !== 'finished' && (
          <button
            type="button"
            disabled={save.isPending}
            onClick={() => leave('started')}
            className="text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            Skip for now
          </button>
        )}
        <Link to="/settings/go-live" className="ml-auto text-sm text-brand-800 underline underline-offset-4">
          Go-live checklist
        </Link>
      </div>
    </section>
  );
}
