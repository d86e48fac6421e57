import { successEnvelope } from '@coresense/shared';
import {
  enquiryRobot,
  enquiryRobotInput,
  enquiryRobotPath,
  robotTestResult,
} from '@coresense/shared/schemas/admin/enquiry-robots';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRouteOptions } from '../../lib/admin-route-options.ts';
import { editorOf, ok } from '../../lib/http.ts';

// The address carries the robot's key, so reading it takes the right to change it.
const { common, write, errors } = adminRouteOptions('enquiries', 'Admin: enquiry robots');

/** `/api/v1/admin/enquiry-robots`: the group robot (WeCom, DingTalk, Feishu) told of each kind of enquiry. */
export default async function enquiryRobotAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const robots = app.services.enquiryRobots;

  app.get(
    '/admin/enquiry-robots',
    {
      schema: {
        ...common,
        summary: "Every kind of enquiry's robot (contact, product, job), secrets masked",
        response: { 200: successEnvelope(z.array(enquiryRobot)), ...errors },
      },
      config: write,
    },
    async () => ok(await robots.list()),
  );

  app.put(
    '/admin/enquiry-robots/:kind',
    {
      schema: {
        ...common,
        summary: 'Sets the robot of one kind of enquiry',
        description:
          'The address must be https on the platform’s own host (qyapi.weixin.qq.com, oapi.dingtalk.com, open.feishu.cn, open.larksuite.com), else 400 on `url`. `secret`: absent keeps the stored one, null or empty removes it.',
        params: enquiryRobotPath,
        body: enquiryRobotInput,
        response: { 200: successEnvelope(enquiryRobot), ...errors },
      },
      config: write,
    },
    async (request) => ok(await robots.save(request.params.kind, request.body, editorOf(request))),
  );

  app.post(
    '/admin/enquiry-robots/:kind/test',
    {
      schema: {
        ...common,
        summary: 'Posts a test message to the stored robot now and answers whether the platform took it',
        params: enquiryRobotPath,
        response: { 200: successEnvelope(robotTestResult), ...errors },
      },
      config: write,
    },
    async (request) => ok(await robots.sendTest(request.params.kind, editorOf(request))),
  );
}
