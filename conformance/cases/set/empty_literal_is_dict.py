# {} is a dict, not a set
print(type({}).__name__, type(set()).__name__, set(), frozenset())
