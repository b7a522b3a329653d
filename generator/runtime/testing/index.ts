// The test kit's runtime: the generated testing.ts binds it to this API's operations, types and events.
export { createFakeApi, type FakeApi, type FakeApiOptions, type FakeCall, type FakeRoute, type RecordedRequest } from './fake-api.js';
export type { FakeFault, FaultScope } from './faults.js';
export type { FakeOperation, OperationSelector } from './operations.js';
export { exampleRecords, type FakeRecord } from './records.js';
export { replayOf, signDelivery, type DeliveryFault, type SignedDelivery, type SignOptions } from './sign.js';
export type { FakeReply, HttpMethodName, ListPathOf, MethodsOf, OperationAt, RecordOf, ResponseBodyOf, StatusOf } from './types.js';
