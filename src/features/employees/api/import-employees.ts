import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/lib/api';
import { uploadWithProgress } from '@/lib/api/upload-progress';
import { beginGlobalLoading } from '@/lib/page-state';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';

export type EmployeeImportResult = components['schemas']['EmployeeImportResult'];

/**
 * POST /employees/import: the CSV as multipart form data (named like any upload);
 * adds the valid rows and answers the result of each row. The dialog shows errors.
 */
export function useImportEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /employees/import'),
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadWithProgress('/employees/import', file, onProgress),
    // The customer waits for every row and must not send the file twice: the full-screen spinner.
    onMutate: () => ({ release: beginGlobalLoading('Importando empleados…') }),
    onSuccess: () => invalidateAfter(queryClient, 'post /employees/import'),
    onSettled: (_data, _error, _variables, context) => context?.release(),
  });
}
