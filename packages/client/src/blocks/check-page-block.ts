import type { BlockCheckBody } from '@parlay/contract';
import { blocksEndpoints } from '@parlay/contract/endpoints';
import { callEndpoint } from '../call-endpoint.ts';

/** Whether the visitor is blocked on a page. */
export const checkPageBlock = (body: BlockCheckBody) => callEndpoint(blocksEndpoints.checkPage, { body });
