# help() of more builtin classes: bool (MRO), float, tuple, set, bytes, exceptions
for cls in (bool, float, tuple, set, frozenset, bytes, ValueError, KeyError, Exception):
    help(cls)
