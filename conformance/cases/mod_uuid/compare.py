# UUID comparisons, equality with other types, hashing, sorting
import uuid
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == uuid.UUID(int=1))
print(a == 1, a != 'x', hash(a) == hash(1), hash(a) == hash(uuid.UUID(int=1)))
print(sorted([uuid.UUID(int=5), uuid.UUID(int=3), uuid.UUID(int=9)]))
print(len({uuid.UUID(int=1), uuid.UUID(int=1), uuid.UUID(int=2)}), {a: 'x'}[uuid.UUID(int=1)])
