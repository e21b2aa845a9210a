/**
 * The page both of the owner's stay forms live in (New booking and New quote, docs/product/front-desk.md):
 * the properties' list read first, the page's header, and a form set up over the shared stay fields
 * (DeskStayFields) with the calendar's chosen nights as its defaults. Each page adds its own fields,
 * its submit row and what it does with the answer.
 */
import type { DeskStayInput } from '@hillnest/domain';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { Loading } from '../../components/Loading';
import { errorMessage } from '../../lib/api';
import { useDeskCalendar } from './api';
import { stayDefaults, type StayForm } from './DeskStayFields';

export interface DeskProperty {
  _id: string;
  name: string;
}

export function DeskStayPage({ title, children }: { title: string; children: (properties: DeskProperty[]) => ReactNode }) {
  // The desk calendar lists every property: the same read gives the form its list.
  const properties = useDeskCalendar('', 14);
  if (properties.isPending) return <Loading />;
  if (properties.isError) return <p role="alert">{errorMessage(properties.error)}</p>;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <AdminPageHeader title={title} />
      {children(properties.data.properties)}
    </section>
  );
}

/** The form of a stay plus the page's own fields (`own`: their defaults), and the shared fields' view of it. */
export function useDeskStayForm<Input extends DeskStayInput, Values extends FieldValues>(
  resolver: Resolver<Input, unknown, Values>,
  properties: DeskProperty[],
  own: Omit<Input, keyof DeskStayInput>,
) {
  const [params] = useSearchParams();
  const form = useForm<Input, unknown, Values>({
    resolver,
    shouldUnregister: true,
    defaultValues: { ...stayDefaults(properties, params), ...own } as DefaultValues<Input>,
  });
  // The shared fields see the form through the stay's own fields (Input extends them).
  const stayForm = {
    register: form.register,
    control: form.control,
    setValue: form.setValue,
    errors: form.formState.errors,
  } as unknown as StayForm;
  return { form, stayForm };
}
