import type { GenerateInterviewRequest } from '@mockingbird/contracts';
import { useForm } from 'react-hook-form';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateInterview } from '../api/interviews.ts';

type FormValues = Omit<GenerateInterviewRequest, 'techstack' | 'amount'> & { techstack: string; amount: string };

const FIELDS = ['role', 'type', 'level', 'amount', 'techstack'] as const;

/**
 * The form of spec §5: every field, default, option label and button text. As the spec says, the
 * browser checks required fields; everything else is the server's validation (the contract's zod
 * schema), whose messages appear next to the field they concern.
 */
export function CreateInterviewForm({ userId, onCreated }: { userId: string; onCreated: () => void }) {
  const mutation = useCreateInterview();
  const form = useForm<FormValues>({
    defaultValues: { role: '', type: 'behavioural', level: 'junior', amount: '5', techstack: '', userId },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ ...values, userId });
      toast.success('Interview created successfully!');
      onCreated();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const issue of error.issues) {
          const field = issue.path[0];
          if (FIELDS.includes(field as (typeof FIELDS)[number])) {
            form.setError(field as (typeof FIELDS)[number], { type: 'server', message: issue.message });
          }
        }
      }
      toast.error(
        error instanceof ApiError && error.message ? error.message : 'Failed to create interview. Please try again.',
      );
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <TextField
        label="Job Role"
        placeholder="e.g. Frontend Developer"
        required
        error={errors.role?.message}
        {...form.register('role')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Interview Type" required error={errors.type?.message} {...form.register('type')}>
          <option value="behavioural">Behavioural</option>
          <option value="technical">Technical</option>
          <option value="mixed">Mixed</option>
        </SelectField>
        <SelectField label="Experience Level" required error={errors.level?.message} {...form.register('level')}>
          <option value="junior">Junior (0-2 years)</option>
          <option value="mid">Mid-level (3-5 years)</option>
          <option value="senior">Senior (5+ years)</option>
        </SelectField>
      </div>
      <SelectField label="Number of Questions" required error={errors.amount?.message} {...form.register('amount')}>
        {[3, 5, 7, 10].map((n) => (
          <option key={n} value={String(n)}>
            {n} questions
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tech Stack"
        placeholder="e.g. React, TypeScript, Node.js"
        hint="Technologies separated by commas."
        required
        error={errors.techstack?.message}
        {...form.register('techstack')}
      />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/" variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Creating Interview...' : 'Create Interview'}
        </Button>
      </div>
    </form>
  );
}
