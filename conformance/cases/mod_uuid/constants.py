# uuid module constants and SafeUUID
import uuid
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE, sep='|')
print(uuid.SafeUUID.safe, uuid.SafeUUID.unsafe.value, uuid.SafeUUID.unknown.value)
print(uuid.UUID(int=1).is_safe is uuid.SafeUUID.unknown)
print(repr(uuid.NAMESPACE_URL))
