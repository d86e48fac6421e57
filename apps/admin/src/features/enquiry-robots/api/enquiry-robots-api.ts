import type { EnquiryKind } from '@coresense/shared';
import type {
  EnquiryRobot,
  EnquiryRobotInput,
  RobotTestResult,
} from '@coresense/shared/schemas/admin/enquiry-robots';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/resource.ts';

const ROBOTS = '/api/v1/admin/enquiry-robots';
const robotKeys = { all: ['enquiry-robots'] as const };

/** `GET /api/v1/admin/enquiry-robots`: each kind of enquiry's robot, secrets masked. */
export const useEnquiryRobots = () =>
  useQuery(queryOptions({ queryKey: robotKeys.all, queryFn: () => api.get<EnquiryRobot[]>(ROBOTS) }));

/** `PUT /api/v1/admin/enquiry-robots/{kind}`. */
export const useSaveEnquiryRobot = () =>
  useInvalidatingMutation(
    ({ kind, input }: { kind: EnquiryKind; input: EnquiryRobotInput }) =>
      api.put<EnquiryRobot>(`${ROBOTS}/${kind}`, input),
    [robotKeys.all],
  );

/** `POST /api/v1/admin/enquiry-robots/{kind}/test`: a test message to the saved robot, now. */
export const useTestEnquiryRobot = () =>
  useMutation({ mutationFn: (kind: EnquiryKind) => api.post<RobotTestResult>(`${ROBOTS}/${kind}/test`) });
